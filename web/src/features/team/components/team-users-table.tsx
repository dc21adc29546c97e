import { emailKey } from '@listkeep/common/src/email';
import type { TeamUser } from '@listkeep/common/src/entities';
import { isRoleEditable } from '@listkeep/common/src/roles';
import { Address } from '@/components/ui/address';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { StackedTable } from '@/components/ui/stacked-table';
import { ROLE_LABELS } from '../utils/role-labels';

interface TeamUsersTableProps {
  users: readonly TeamUser[];
  /** The signed-in user's address: their own row offers no actions (they leave from the account page). */
  selfEmail: string;
  canManage: boolean;
  onEdit: (user: TeamUser) => void;
  onRemove: (user: TeamUser) => void;
}

/** Members, then pending invitations; rows are keyed by address, since an invitation has no user id yet. */
export function TeamUsersTable({ users, selfEmail, canManage, onEdit, onRemove }: TeamUsersTableProps) {
  return (
    <StackedTable columns={['Name', 'Email', 'Role', 'Status', 'Actions']} testId="team-users-table">
      {users.map((user) => {
        const self = emailKey(user.email) === emailKey(selfEmail);
        const editable = canManage && !self && isRoleEditable(user.role);
        return (
          <tr key={`${user.status}:${user.email}`} data-testid="team-user-row" data-email={user.email}>
            <td data-label="Name">
              {user.name || <span className="faint">{user.status === 'pending' ? 'Invited' : 'No name'}</span>}
              {self && (
                <>
                  {' '}
                  <Badge>You</Badge>
                </>
              )}
            </td>
            <td data-label="Email">
              <Address>{user.email}</Address>
            </td>
            <td data-label="Role" data-testid="team-user-role">
              {ROLE_LABELS[user.role]}
            </td>
            <td data-label="Status">
              {user.status === 'pending' ? <Badge>Pending</Badge> : <Badge tone="success">Active</Badge>}
            </td>
            <td data-label="Actions">
              {editable ? (
                <div className="row" style={{ gap: 'var(--space-2)' }}>
                  <Button variant="secondary" size="sm" onClick={() => onEdit(user)} data-testid="team-user-edit">
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="btn-ghost-danger"
                    onClick={() => onRemove(user)}
                    data-testid="team-user-remove"
                  >
                    {user.status === 'pending' ? 'Withdraw' : 'Remove'}
                  </Button>
                </div>
              ) : (
                <span className="faint" aria-label="No actions">
                  —
                </span>
              )}
            </td>
          </tr>
        );
      })}
    </StackedTable>
  );
}
