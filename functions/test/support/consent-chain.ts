/** A team's consent chain as a member exports it from the Team tab. */
import { CHAIN_FORMAT, chainFromPages, type ChainRecord, type ConsentChainFile } from '@listkeep/common';
import { call, ok } from './client';
import type { Owner, Session } from './fixtures';

/** The whole chain as the dashboard's export joins it: the first page's head, then pages up to it. */
export async function exportChain(team: Owner, as: Session = team): Promise<ConsentChainFile> {
  const { teamID } = team;
  const chain = await chainFromPages(teamID, async (after, upTo) =>
    ok(await call('consentChain', { teamID, after, upTo }, { as })),
  );
  const records: ChainRecord[] = [];
  for await (const page of chain.pages) records.push(...page);
  return { format: CHAIN_FORMAT, version: 1, teamID, exportedAt: new Date().toISOString(), head: chain.head, records };
}
