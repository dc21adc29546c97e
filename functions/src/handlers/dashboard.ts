import { getDashboardData, getDashboardItem } from '../domain/dashboard';
import type { Handler } from '../http/handler-types';

export const getDashboardDataHandler: Handler<'getDashboardData'> = async (input, { deps, user, identity }) =>
  getDashboardData(deps, user, identity, input.teamID);

export const getDashboardItemHandler: Handler<'getDashboardItem'> = async (input, { deps, user }) =>
  getDashboardItem(deps, user.uid, input);
