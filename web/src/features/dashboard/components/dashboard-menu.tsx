import { Link } from 'react-router';
import { paths, type DashboardTab } from '@/config/paths';
import { useTabStrip } from '../hooks/use-tab-strip';
import '../dashboard.css';

const MENU: { tab: DashboardTab; label: string }[] = [
  { tab: 'overview', label: 'Overview' },
  { tab: 'subscribers', label: 'Subscribers' },
  { tab: 'emails', label: 'Recent Emails' },
  { tab: 'lists', label: 'Newsletters' },
  { tab: 'team', label: 'Team' },
];

/** The dashboard's tabs, then the account: a column beside the tab, a strip that scrolls above it on a phone. */
export function DashboardMenu({ tab, hrefFor }: { tab: DashboardTab; hrefFor: (tab: DashboardTab) => string }) {
  const [menuRef, menuEdges] = useTabStrip<HTMLElement>(tab);
  return (
    <nav ref={menuRef} className="dash-menu" aria-label="Dashboard" {...menuEdges}>
      {MENU.map((item) => (
        <Link
          key={item.tab}
          to={hrefFor(item.tab)}
          aria-current={tab === item.tab || (item.tab === 'lists' && tab === 'newsletter') ? 'page' : undefined}
        >
          <span className="dash-menu-dot" aria-hidden="true" />
          {item.label}
        </Link>
      ))}
      <Link to={paths.account}>
        <span className="dash-menu-dot" aria-hidden="true" />
        Account
      </Link>
    </nav>
  );
}
