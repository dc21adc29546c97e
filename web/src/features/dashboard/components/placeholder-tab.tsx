import type { DashboardTab } from '@/config/paths';

const TEXT: Record<Exclude<DashboardTab, 'overview'>, { title: string; text: string }> = {
  subscribers: {
    title: 'Subscribers',
    text: 'Your subscribers with status and newsletter filters; add, edit, import, export, delete, and copy the list into BCC.',
  },
  emails: {
    title: 'Recent Emails',
    text: 'A log of the emails you sent with subject, list and date, plus subscribes and unsubscribes each one brought.',
  },
  lists: {
    title: 'Newsletters',
    text: 'All newsletters of this team: create new ones, rename them and see their subscriber counts.',
  },
  newsletter: {
    title: 'Newsletter settings',
    text: 'Settings, subscribe link and QR code, and the footer to paste into your emails.',
  },
  team: {
    title: 'Team',
    text: 'Team details and members: invite people, change their roles, or remove them.',
  },
};

export function PlaceholderTab({ tab }: { tab: Exclude<DashboardTab, 'overview'> }) {
  const { title, text } = TEXT[tab];
  return (
    <div className="empty" data-testid={`tab-${tab}`}>
      <strong>{title}</strong>
      <p>{text}</p>
      <p className="small faint" style={{ marginTop: 'var(--space-2)' }}>
        Coming in the next release.
      </p>
    </div>
  );
}
