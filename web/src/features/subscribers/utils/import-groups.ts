import { countText } from '@listkeep/common/src/count-text';
import { checkEmails, type CheckedEmails } from '@listkeep/common/src/import';
import type { ListedAddress } from '@listkeep/common/src/mail-list';

/** The part of an import that goes onto one set of lists. */
export interface ImportGroup {
  newsletterIDs: string[];
  /** The group's entries, in the list's order. */
  entries: ListedAddress[];
  /** Where each of them stands in the whole list. */
  at: number[];
  /** `checkEmails` of the entries: an address once per group, so one address may go to two lists. */
  checked: CheckedEmails;
}

/** The groups, or what stops the import, with the list names the team lacks (the dialog offers to create them). */
export type ImportRouting = { groups: ImportGroup[] } | { problem: string; missing: string[] };

const listKey = (name: string) => name.trim().toLowerCase();

/**
 * The groups an import goes in: one onto the chosen lists, or, when the rows
 * name their list (`routeByName`, a file's list column, as Listkeep's own
 * export writes), one per list, each row onto the team's list of that name
 * (compared without case or outer spaces). A row naming a list the team does
 * not have, or none, stops the import with a problem to mend first.
 */
export function importGroups(
  entries: readonly ListedAddress[],
  chosen: readonly string[],
  routeByName: readonly { id: string; name: string }[] | null,
): ImportRouting {
  if (!routeByName)
    return {
      groups: [
        group(
          [...chosen],
          entries,
          entries.map((_, at) => at),
        ),
      ],
    };
  const byName = new Map(routeByName.map((list) => [listKey(list.name), list.id]));
  const rows = new Map<string, number[]>();
  const unknown = new Set<string>();
  let unnamed = 0;
  entries.forEach((entry, at) => {
    const name = entry.list ?? '';
    const id = byName.get(listKey(name));
    if (name.trim() === '') unnamed += 1;
    else if (!id) unknown.add(name.trim());
    else if (rows.has(id)) rows.get(id)!.push(at);
    else rows.set(id, [at]);
  });
  if (unknown.size > 0) {
    const names = [...unknown].map((name) => `“${name}”`).join(', ');
    return {
      problem: `The team has no list named ${names}: create it here, or set List to None.`,
      missing: [...unknown],
    };
  }
  if (unnamed > 0) {
    return {
      problem: `${countText(unnamed, 'row names', 'rows name')} no list: give them one, or set List to None.`,
      missing: [],
    };
  }
  return {
    groups: [...rows].map(([id, at]) =>
      group(
        [id],
        at.map((i) => entries[i]),
        at,
      ),
    ),
  };
}

function group(newsletterIDs: string[], entries: readonly ListedAddress[], at: number[]): ImportGroup {
  return { newsletterIDs, entries: [...entries], at, checked: checkEmails(entries) };
}

/** The groups' checks as one, for the import's summary: every group's addresses, its repeats and the invalid ones. */
export function groupsChecked(groups: readonly ImportGroup[]): CheckedEmails {
  return {
    valid: groups.flatMap((g) => g.checked.valid),
    invalid: [...new Set(groups.flatMap((g) => g.checked.invalid))],
    duplicates: [...new Set(groups.flatMap((g) => g.checked.duplicates))],
  };
}
