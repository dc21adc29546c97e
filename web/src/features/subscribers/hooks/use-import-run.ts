import type { Newsletter } from '@listkeep/common/src/entities';
import { newsletterDisplayName } from '@listkeep/common/src/footer';
import { IMPORT_MESSAGES } from '@listkeep/common/src/import';
import type { ImportPreview } from '@listkeep/common/src/import-preview';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '@/lib/api';
import { showApiError, type SchemaForm } from '@/lib/form';
import { notify } from '@/lib/toast';
import { useCreateImportLists } from '../api/create-import-lists';
import { useImportSubscribers } from '../api/import-subscribers';
import { usePreviewImport } from '../api/preview-import';
import type { ZImportForm } from '../utils/import-form';
import { groupsChecked, importGroups, type ImportGroup } from '../utils/import-groups';
import { importOutcome, type ImportOutcome } from '../utils/import-outcome';
import { fittingGroups } from '../utils/import-preview';

export type ImportValues = z.output<typeof ZImportForm>;

/** A list the server has given its verdicts, waiting for the sender to import it or go back. */
export interface Reviewed {
  values: ImportValues;
  preview: ImportPreview;
  /** The groups the list goes in, each onto its lists. */
  groups: ImportGroup[];
}

export interface ImportProgress {
  done: number;
  total: number;
  /** Whether the server is checking the list (the preview) rather than importing it. */
  checking: boolean;
}

type Lists = readonly { id: string; name: string }[];

/**
 * The calls of an import: the preview of the list the form holds, the import
 * of the reviewed list (or the part the plan has room for), and the lists a
 * file names that the team lacks; with their progress and what stopped them.
 */
export function useImportRun(
  form: SchemaForm<typeof ZImportForm>,
  teamID: string,
  newsletters: readonly Newsletter[],
  onImported: (outcome: ImportOutcome) => void,
) {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [reviewed, setReviewed] = useState<Reviewed | null>(null);
  // The plan's limit refused the import as it went in; `room` is how many more it takes, as the server counted.
  const [refusedRoom, setRefusedRoom] = useState<number | null>(null);
  // Lists a file names that the team lacks, which the dialog offers to create; and those it created.
  const [missingLists, setMissingLists] = useState<{ names: string[]; problem: string } | null>(null);
  const [createdLists, setCreatedLists] = useState<{ id: string; name: string }[]>([]);
  const previewer = usePreviewImport();
  const importer = useImportSubscribers();
  const listMaker = useCreateImportLists();
  const lists = useMemo(
    () => [...newsletters.map((n) => ({ id: n.id, name: newsletterDisplayName(n) })), ...createdLists],
    [newsletters, createdLists],
  );
  const names = useMemo(() => new Map(lists.map((list) => [list.id, list.name])), [lists]);

  /** Asks the server what importing the list would do, before anything is written. */
  const check = (values: ImportValues, more: Lists = []) => {
    form.clearErrors();
    setRefusedRoom(null);
    const onProgress = (done: number, total: number) => setProgress({ done, total, checking: true });
    setMissingLists(null);
    const routing = importGroups(values.entries, values.newsletterIDs, values.routeByList ? [...lists, ...more] : null);
    if ('problem' in routing) {
      form.setError('file', { message: routing.problem });
      if (routing.missing.length > 0) setMissingLists({ names: routing.missing, problem: routing.problem });
      return;
    }
    const { groups } = routing;
    previewer.mutate(
      { teamID, groups, total: values.entries.length, onProgress },
      {
        onSuccess: (preview) => {
          setProgress(null);
          setReviewed({ values, preview, groups });
        },
        onError: (error) => {
          setProgress(null);
          showApiError(form, error, { fallback: IMPORT_MESSAGES.failed });
        },
      },
    );
  };

  /** Imports the reviewed list's valid addresses group by group, or those of them `only` names. */
  const start = (
    { values, groups }: Reviewed,
    only = groups.map((group) => ({ newsletterIDs: group.newsletterIDs, emails: group.checked.valid })),
  ) => {
    form.clearErrors();
    setRefusedRoom(null);
    const onProgress = (done: number, total: number) => setProgress({ done, total, checking: false });
    const { notes, agreed, fileName, tool } = values;
    const sent = only.reduce((sum, group) => sum + group.emails.length, 0);
    importer.mutate(
      {
        groups: only,
        teamID,
        notes,
        agreed,
        onProgress,
        ...(fileName !== null && { fileName }),
        ...(tool !== null && { keptOutIn: tool }),
      },
      {
        onSuccess: (result) => {
          if (!result.failure) notify('Subscriber list imported.', 'success');
          onImported(importOutcome(result, groupsChecked(groups), sent));
        },
        onError: (error) => {
          setProgress(null);
          if (error instanceof ApiError && error.limit) setRefusedRoom(error.limit.room);
          showApiError(form, error, { fallback: IMPORT_MESSAGES.failed });
        },
      },
    );
  };

  return {
    progress,
    reviewed,
    refusedRoom,
    missingLists,
    busy: importer.isPending || previewer.isPending || listMaker.isPending,
    nameOf: (id: string) => names.get(id) ?? 'a deleted list',
    check,
    start,
    /** Imports as many of the reviewed list's new addresses as the plan has room for. */
    startFitting: (room: number) => {
      if (reviewed) start(reviewed, fittingGroups(reviewed.groups, reviewed.preview.rows, room));
    },
    /** Creates the lists the file names and the team lacks, then asks for the preview again. */
    createMissing: () => {
      listMaker.mutate(
        { teamID, names: missingLists?.names ?? [] },
        {
          onSuccess: (created) => {
            setCreatedLists((before) => [...before, ...created]);
            void form.handleSubmit((values) => check(values, created))();
          },
          onError: (error) => showApiError(form, error, { fallback: IMPORT_MESSAGES.failed }),
        },
      );
    },
    /** Leaves the review for the form, to edit the list. */
    back: () => {
      form.clearErrors();
      setRefusedRoom(null);
      setReviewed(null);
    },
  };
}
