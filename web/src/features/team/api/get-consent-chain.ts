import { CHAIN_FORMAT, type ConsentChainFile } from '@listkeep/common/src/consent-chain';
import { api } from '@/lib/api';

/**
 * The team's whole consent chain as it stood at the first page's head, page
 * by page (GET /consentChain), as one file. Read on demand: it changes with
 * every opt-in and opt-out, so it is never cached.
 */
export async function getConsentChain(
  teamID: string,
  onProgress?: (read: number, total: number) => void,
): Promise<ConsentChainFile> {
  const first = await api.call('consentChain', { teamID, after: 0 });
  const records = [...first.records];
  onProgress?.(records.length, first.head.seq);
  for (let next = first.next; next !== null;) {
    const page = await api.call('consentChain', { teamID, after: next, upTo: first.head.seq });
    records.push(...page.records);
    onProgress?.(records.length, first.head.seq);
    next = page.next;
  }
  return {
    format: CHAIN_FORMAT,
    version: 1,
    teamID,
    exportedAt: new Date().toISOString(),
    head: first.head,
    records,
  };
}
