import { chainFromPages, type ChainPages } from '@listkeep/common/src/consent-chain';
import { ChainFileWriter } from '@listkeep/common/src/consent-files';
import { api } from '@/lib/api';

/**
 * The team's consent chain as it stood at the first page's head (GET
 * /consentChain, read by chainFromPages): its head once the first page is
 * in, then its records page by page. Read on demand: it changes with every
 * opt-in and opt-out, so it is never cached. The signal stops the reading.
 */
export function getConsentChain(teamID: string, signal?: AbortSignal): Promise<ChainPages> {
  return chainFromPages(teamID, (after, upTo) => api.call('consentChain', { teamID, after, upTo }, { signal }));
}

/**
 * The chain's file for an audit (common/src/consent-files.ts), built page by
 * page: each page's text becomes a blob of its own as it arrives, so the
 * file, which runs to hundreds of megabytes for a long chain, is never one
 * string in the page's memory.
 */
export async function getConsentChainFile(
  teamID: string,
  onProgress?: (read: number, total: number) => void,
): Promise<{ file: Blob; records: number }> {
  const chain = await getConsentChain(teamID);
  const writer = new ChainFileWriter({ teamID, exportedAt: new Date().toISOString(), head: chain.head });
  const parts: BlobPart[] = [writer.start()];
  let records = 0;
  for await (const page of chain.pages) {
    parts.push(new Blob([writer.page(page)]));
    records += page.length;
    onProgress?.(records, chain.head.seq);
  }
  parts.push(writer.end());
  return { file: new Blob(parts, { type: 'application/json' }), records };
}
