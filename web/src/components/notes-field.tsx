import { MAX } from '@listkeep/common/src/limits';
import type { ComponentProps } from 'react';
import { TextAreaField } from '@/components/ui/field';

type NotesFieldProps = Omit<ComponentProps<typeof TextAreaField>, 'label' | 'hint' | 'maxLength'>;

/** The private notes a team keeps on a subscriber, an email or a newsletter. */
export function NotesField(props: NotesFieldProps) {
  return <TextAreaField label="Notes" hint="Private: only your team sees them." maxLength={MAX.notes} {...props} />;
}
