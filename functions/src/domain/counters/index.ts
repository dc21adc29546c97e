/** Counters: the team's and lists' counts, sharded where recipients move them, and the email log's counts. */
export { addToShard, type Counts, periodIncrements, shardRefs, shardSums, sumOf } from './counter-shards';
export { counted, countedTeam, CounterChanges, listOwner, teamOwner, teamShardSum } from './counters';
export { countOnEmail, emailOwner, withEmailCounts } from './email-counts';
