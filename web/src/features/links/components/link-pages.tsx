import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/components/layout/document-title';

function LinkCard({ title, children }: { title: string; children: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <Card elevated className="link-card stack">
      <h1 style={{ fontSize: 'var(--text-2xl)' }}>{title}</h1>
      <div className="muted stack-sm">{children}</div>
    </Card>
  );
}

function NewsletterLine() {
  const [params] = useSearchParams();
  const name = params.get('newsletterName');
  return name ? (
    <p>
      Newsletter: <strong style={{ color: 'var(--text)' }}>{name}</strong>
    </p>
  ) : null;
}

export function SubscribePage() {
  return (
    <LinkCard title="Subscribe">
      <NewsletterLine />
      <p>The subscribe form opens here soon.</p>
    </LinkCard>
  );
}

export function UnsubscribePage() {
  return (
    <LinkCard title="Unsubscribe">
      <NewsletterLine />
      <p>The unsubscribe form opens here soon.</p>
    </LinkCard>
  );
}

export function OneClickUnsubscribePage() {
  return (
    <LinkCard title="Unsubscribe">
      <p>One-click unsubscribe opens here soon.</p>
    </LinkCard>
  );
}

export function ManagePreferencesPage() {
  return (
    <LinkCard title="Manage Your Subscriptions">
      <p>Your subscription preferences open here soon.</p>
    </LinkCard>
  );
}

export function TrackedLinkPage() {
  return (
    <LinkCard title="Opening your link">
      <p>Tracked links forward you to their destination soon.</p>
    </LinkCard>
  );
}
