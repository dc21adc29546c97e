/** Says why the controls of a tab are disabled for a viewer. */
export function ReadOnlyNote({ what }: { what: string }) {
  return (
    <p className="read-only-note" data-testid="read-only-note">
      <strong>View only.</strong> Your role on this team is viewer: you can see {what} but not change them.
    </p>
  );
}
