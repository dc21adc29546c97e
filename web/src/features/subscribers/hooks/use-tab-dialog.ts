import type { Role } from '@listkeep/common/src/roles';
import { can } from '@listkeep/common/src/roles';
import type { Tier } from '@listkeep/common/src/tiers';
import { useEffect, useState } from 'react';
import { OPEN_IMPORT } from '@/config/paths';
import { useOpenRequest } from '@/lib/open-request';
import { clearImportDraft, readImportDraft } from '../utils/import-draft';

/** The subscribers tab's dialogs, one open at a time (the row and tag dialogs keep their own subject). */
export type TabDialog =
  | 'none'
  | 'form'
  | 'import'
  | 'import-history'
  | 'export'
  | 'mail-merge'
  | 'copy'
  | 'copy-selected'
  | 'export-selected'
  | 'delete-selected'
  | 'copy-matching'
  | 'export-matching'
  | 'delete-matching';

/**
 * Which of the tab's dialogs is open, and the import left for the plans that
 * the import dialog resumes: it opens at once when the address asks for the
 * import or a draft waits, however the sender returns to this tab.
 */
export function useTabDialog(teamID: string, role: Role | null, tier: Tier | undefined) {
  const openImport = useOpenRequest(OPEN_IMPORT);
  const [resume, setResume] = useState(() => readImportDraft(teamID, tier));
  const [open, setOpen] = useState<TabDialog>(() =>
    (openImport && can(role, 'manageSubscribers')) || resume !== null ? 'import' : 'none',
  );
  // Used once: from here the draft lives on in the dialog.
  useEffect(() => {
    clearImportDraft();
  }, []);
  /** A dialog's onOpenChange: closing it closes the resumed import too. */
  const close = (next: boolean) => {
    if (!next) {
      setOpen('none');
      setResume(null);
    }
  };
  return { open, setOpen, close, resume };
}
