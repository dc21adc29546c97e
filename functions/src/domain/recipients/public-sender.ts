import type { TeamDoc } from '../docs';
import { oneLine } from '../mail-text';

/**
 * Whose page the recipient is on, and whose mail they get: the team's public
 * organisation name, else the list's name. Never the team's own name, which
 * may be made from its owner's name or address.
 */
export const publicSenderName = (team: Pick<TeamDoc, 'publicOrgName'> | undefined, listName: string) =>
  oneLine(team?.publicOrgName ?? '') || oneLine(listName);
