import { INVITABLE_ROLES } from '@listkeep/common/src/roles';
import type { SelectHTMLAttributes } from 'react';
import { SelectField } from '@/components/ui/field';
import { ROLE_HINTS, ROLE_LABELS } from '../utils/role-labels';

type InvitableRole = (typeof INVITABLE_ROLES)[number];

interface RoleSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value'> {
  value: InvitableRole;
}

/** The roles an invitation or a role change may give: admin, editor or viewer. */
export function RoleSelect({ value, ...rest }: RoleSelectProps) {
  return (
    <div className="stack-xs">
      <SelectField label="Role" value={value} {...rest}>
        {INVITABLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
      <span className="field-hint">{ROLE_HINTS[value]}</span>
    </div>
  );
}
