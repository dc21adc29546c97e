export function Spinner({ size = 'md', label = 'Loading' }: { size?: 'sm' | 'md'; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className={size === 'sm' ? 'spinner spinner-sm' : 'spinner'}>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

export function CenteredSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="spinner-center">
      <Spinner label={label} />
    </div>
  );
}

/** Neutral placeholder while the session is being restored: no hint of signed-in or signed-out content. */
export function FullPageSpinner() {
  return (
    <div className="full-page-spinner" data-testid="full-page-spinner">
      <Spinner />
    </div>
  );
}
