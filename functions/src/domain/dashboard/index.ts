/** Dashboard: what the signed-in app loads at once: the person's teams, lists, counts and the pages of its tables. */
export { getDashboardItem } from './dashboard-items';
export { getDashboardData, getTeamLists } from './dashboard';
