import type { ReactNode } from 'react';
import './read-only-note.css';

/**
 * Says why the controls of a tab are disabled for the user's role: by default
 * a viewer's, who sees `what` but cannot change it; `children` says it otherwise.
 */
export function ReadOnlyNote({ what, children }: { what?: string; children?: ReactNode }) {
  return (
    <p className="read-only-note" data-testid="read-only-note">
      <strong>View only.</strong>{' '}
      {children ?? `Your role on this team is viewer: you can see ${what} but not change them.`}
    </p>
  );
}
