/** A team's consent chain as a member exports it from the Team tab. */
import { CHAIN_FORMAT, type ConsentChainFile } from '@listkeep/common';
import { call, ok } from './client';
import type { Owner, Session } from './fixtures';

/** The whole chain as the dashboard's export joins it: the first page's head, then pages up to it. */
export async function exportChain(team: Owner, as: Session = team): Promise<ConsentChainFile> {
  const first = ok(await call('consentChain', { teamID: team.teamID, after: 0 }, { as }));
  const records = [...first.records];
  for (let next = first.next; next !== null;) {
    const page = ok(await call('consentChain', { teamID: team.teamID, after: next, upTo: first.head.seq }, { as }));
    records.push(...page.records);
    next = page.next;
  }
  return {
    format: CHAIN_FORMAT,
    version: 1,
    teamID: team.teamID,
    exportedAt: new Date().toISOString(),
    head: first.head,
    records,
  };
}
