/** Plans: what each plan allows, the lists a lapsed plan leaves read-only, and the public sign-ups a full plan refused. */
export {
  allowanceOf,
  assertPlanHas,
  assertWithinPlan,
  planLimitRefusal,
  roomLeft,
  usersOf,
  usersOverPlan,
  withinPlan,
} from './plan-limits';
export { assertListsWritable, readOnlyAmong, readOnlyListIDs } from './read-only-lists';
export { dismissRefusedSignups, refusedSignupsWarning, refuseSignup, upgradeAt } from './refused-signups';
