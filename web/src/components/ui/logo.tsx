import { Link } from 'react-router';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="brand" aria-label="Listkeep home">
      <span className="brand-mark" aria-hidden="true">
        <svg width="16" height="16" viewBox="0 0 16 16">
          <path d="M3 2.5h2.6v8.4H13V13.5H3z" fill="#fff" />
        </svg>
      </span>
      Listkeep
    </Link>
  );
}
