import type { ChainPages, ChainRecord } from '@listkeep/common/src/consent-chain';
import { ChainFileWriter } from '@listkeep/common/src/consent-files';
import type { ConsentChainPage } from '@listkeep/common/src/entities';
import { api } from '@/lib/api';

/**
 * The team's consent chain as it stood at the first page's head (GET
 * /consentChain): its head once the first page is in, then its records page
 * by page, each page asked for while the one before is worked on, so at most
 * two are held. Read on demand: it changes with every opt-in and opt-out, so
 * it is never cached. The signal stops the reading.
 */
export async function getConsentChain(teamID: string, signal?: AbortSignal): Promise<ChainPages> {
  const first = await api.call('consentChain', { teamID, after: 0 }, { signal });
  const upTo = first.head.seq;
  const after = (page: ConsentChainPage) => {
    if (page.next === null) return null;
    const next = api.call('consentChain', { teamID, after: page.next, upTo }, { signal });
    // Its failure is met where it is awaited; until then it is not an unhandled one.
    next.catch(() => undefined);
    return next;
  };
  async function* pages(): AsyncGenerator<ChainRecord[]> {
    let next = after(first);
    yield first.records;
    while (next) {
      const page = await next;
      next = after(page);
      yield page.records;
    }
  }
  return { teamID, head: first.head, pages: pages() };
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
