import { Link, Outlet } from 'react-router';
import '@/components/layout/link-shell.css';

/** Recipients' pages: no navigation bar, only the card and a quiet note. */
export function LinkLayout() {
  return (
    <main id="main" className="link-shell">
      <Outlet />
      <p className="link-foot">
        Lists kept with <Link to="/">Listkeep</Link>. We store only your email address and your opt-in or opt-out
        choice.
      </p>
    </main>
  );
}
