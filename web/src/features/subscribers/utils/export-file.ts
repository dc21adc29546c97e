import { newsletterDisplayName } from '@listkeep/common/src/footer';
import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import { exportFileName, joinEmails, subscribersCsv, UTF8_BOM, type EmailDelimiter } from '@listkeep/common/src/export';

export interface ExportFile {
  name: string;
  text: string;
  type: string;
}

/**
 * The subscribers, subscribed or not, as docs/product.md §9's CSV: their rows
 * of one list, or of all when `list` is null. `title` names the file.
 */
export function subscribersCsvFile(
  subscribers: readonly Subscriber[],
  newsletters: readonly Newsletter[],
  list: Newsletter | null,
  title: string,
  today: Date,
): ExportFile {
  const text = subscribersCsv(subscribers, {
    newsletterNames: Object.fromEntries(newsletters.map((n) => [n.id, newsletterDisplayName(n)])),
    newsletterIDs: list ? [list.id] : undefined,
  });
  return { name: exportFileName(title, today, 'csv'), text, type: 'text/csv;charset=utf-8' };
}

/** Addresses joined with the chosen delimiter; a .csv when a spreadsheet can split them. `title` names the file. */
export function emailsFile(emails: readonly string[], title: string, delimiter: EmailDelimiter, today: Date) {
  const extension = delimiter === 'comma' || delimiter === 'semicolon' ? 'csv' : 'txt';
  return {
    name: exportFileName(title, today, extension),
    text: UTF8_BOM + joinEmails(emails, delimiter),
    type: extension === 'csv' ? 'text/csv;charset=utf-8' : 'text/plain;charset=utf-8',
  } satisfies ExportFile;
}
