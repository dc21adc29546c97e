/**
 * A consent receipt as the recipient downloads it: one HTML page to read and
 * print, which also holds the receipt's data for checking (the dashboard's
 * "Check a receipt", `npm run check-receipt`). Self-contained: no script runs,
 * nothing is fetched, every value is escaped. No zod here: the light /link
 * pages build the page.
 */
import { NOT_YET_SEQUENCED, type ConsentReceipt, type UnchainedReceiptRecord } from './consent-chain';
import { CONSENT_KIND_LABELS, consentKind, type ConsentKind } from './consent-sources';

/** The id of the page's data block: `<script type="application/json">`, which browsers never run. */
export const RECEIPT_DATA_ID = 'listkeep-consent-receipt';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The receipt as JSON that cannot close its block: every "<" is written as its \u escape. */
const dataBlockText = (receipt: ConsentReceipt) => JSON.stringify(receipt, null, 2).replace(/</g, '\\u003c');

/** The receipt's JSON in a downloaded page, or null when the text is no such page. */
export function receiptJsonIn(text: string): string | null {
  const open = new RegExp(`<script type="application/json" id="${RECEIPT_DATA_ID}">`).exec(text);
  if (!open) return null;
  const start = open.index + open[0].length;
  const end = text.indexOf('</script>', start);
  return end < 0 ? null : text.slice(start, end);
}

/** Whether a file's text is a page (to look for a receipt in), not JSON. */
export const looksLikeHtml = (text: string) => text.trimStart().startsWith('<');

interface Row {
  at: number;
  list: string | null;
  action: 'opt-in' | 'opt-out';
  how: string;
  kind: ConsentKind;
  /** Said beside a record not in the chain, or nothing. */
  note: string;
}

const KIND = CONSENT_KIND_LABELS;

const ACTION_TEXT = { 'opt-in': 'Joined (opt-in)', 'opt-out': 'Left (opt-out)' } as const;

function formatter(timeZone: string) {
  const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
  return { date: (at: number) => date.format(at), time: (at: number) => time.format(at) };
}

const STYLE = `
body{margin:0;background:#f4f5f7;color:#1f2328;font:16px/1.5 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}
main{max-width:860px;margin:0 auto;padding:32px 16px}
.sheet{background:#fff;border:1px solid #e3e6ea;border-radius:8px;padding:28px}
h1{font-size:24px;line-height:1.25;margin:0 0 8px}
h2{font-size:18px;margin:28px 0 8px}
p{margin:0 0 12px}
.muted{color:#4b5563;font-size:14px}
table{width:100%;border-collapse:collapse;margin:8px 0 4px;font-size:15px}
caption{text-align:left;color:#4b5563;font-size:14px;padding-bottom:6px}
th,td{text-align:left;vertical-align:top;padding:8px 10px;border-bottom:1px solid #e3e6ea}
th{background:#f7f8fa;font-weight:600}
.in{color:#166534}.out{color:#9a3412}
.kind{display:inline-block;margin-right:2px;padding:0 7px;border-radius:999px;font-size:12px;font-weight:600;line-height:20px;background:#eef0f3;color:#374151}
.kind-recipient{background:#e0f2fe;color:#075985}
code{font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;word-break:break-all}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0;font-size:14px}
dt{color:#4b5563}dd{margin:0}
@media (max-width:600px){.sheet{padding:18px}thead{display:none}tr{display:block;border-bottom:1px solid #e3e6ea;padding:6px 0}td{display:block;border:0;padding:2px 0}td::before{content:attr(data-label) ": ";color:#4b5563}}
@media print{body{background:#fff}main{padding:0}.sheet{border:0;padding:0}}
`.trim();

/** A record as a row; a receipt made before records showed their kind gets it from the source. */
const rowOf = (r: UnchainedReceiptRecord, note: string): Row => ({
  at: r.at,
  list: r.list,
  action: r.action,
  how: r.how,
  kind: r.kind ?? consentKind(r.source),
  note,
});

function rowsOf(receipt: ConsentReceipt): Row[] {
  const rows = [
    ...receipt.unchained.map((r) => rowOf(r, 'from before records were chained')),
    ...receipt.records.map((r) => rowOf(r, '')),
    ...(receipt.unsequenced ?? []).map((r) => rowOf(r, `${NOT_YET_SEQUENCED}: in the sender's chain within a minute`)),
  ];
  return rows.sort((a, b) => a.at - b.at);
}

function tableHtml(rows: Row[], fmt: ReturnType<typeof formatter>): string {
  if (rows.length === 0) return '<p>There is no record of this address with this sender.</p>';
  const body = rows
    .map((row) => {
      const list = row.list === null ? '<em>a list since deleted</em>' : esc(row.list);
      const note = row.note ? ` <span class="muted">(${esc(row.note)})</span>` : '';
      return (
        '<tr>' +
        `<td data-label="Date">${esc(fmt.date(row.at))}</td>` +
        `<td data-label="Time">${esc(fmt.time(row.at))}</td>` +
        `<td data-label="List">${list}</td>` +
        `<td data-label="What" class="${row.action === 'opt-in' ? 'in' : 'out'}">${ACTION_TEXT[row.action]}</td>` +
        `<td data-label="How"><span class="kind kind-${row.kind}">${KIND[row.kind]}</span> ${esc(row.how)}${note}</td>` +
        '</tr>'
      );
    })
    .join('\n');
  return [
    '<table>',
    `<caption>Every time this address joined or left a list of this sender, oldest first, and whose action it was: yours (${KIND.recipient}), the sender's (${KIND.team}) or a file the sender imported (${KIND.import}).</caption>`,
    '<thead><tr><th scope="col">Date</th><th scope="col">Time</th><th scope="col">List</th><th scope="col">What</th><th scope="col">How</th></tr></thead>',
    `<tbody>\n${body}\n</tbody>`,
    '</table>',
  ].join('\n');
}

/**
 * The page of a receipt, its times shown in `timeZone` (an IANA name; the
 * reader's own where the page is made) and named beside each time.
 */
export function receiptPage(receipt: ConsentReceipt, timeZone: string): string {
  const fmt = formatter(timeZone);
  const issued = Date.parse(receipt.issuedAt);
  const sender = esc(receipt.sender || 'this sender');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Nothing on this page may run or be fetched, wherever it is opened.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>Consent receipt: ${sender}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main><div class="sheet">',
    `<h1>Your consent record with ${sender}</h1>`,
    `<p>For <strong>${esc(receipt.address)}</strong>. Made on ${esc(fmt.date(issued))} at ${esc(fmt.time(issued))}; times are in ${esc(timeZone)}.</p>`,
    tableHtml(rowsOf(receipt), fmt),
    '<h2>Checking this receipt</h2>',
    `<p>This file also holds the receipt's data. ${sender} can check it against their records in Listkeep (Team, Check a receipt): a record changed or removed since shows. Keep the file as it is.</p>`,
    '<dl>',
    `<dt>Sender's records up to</dt><dd>record ${receipt.head.seq}</dd>`,
    `<dt>Head hash</dt><dd><code>${esc(receipt.head.hash)}</code></dd>`,
    `<dt>Address hash</dt><dd><code>${esc(receipt.emailHash)}</code></dd>`,
    '</dl>',
    '</div></main>',
    `<script type="application/json" id="${RECEIPT_DATA_ID}">${dataBlockText(receipt)}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
