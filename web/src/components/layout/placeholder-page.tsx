import type { ReactNode } from 'react';

/** A plain page for routes whose content a later release fills in. */
export function PlaceholderPage({
  title,
  eyebrow,
  children,
}: {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <div className="container page page-narrow">
      <header className="page-header">
        {eyebrow && <span className="eyebrow">{eyebrow}</span>}
        <h1>{title}</h1>
      </header>
      <div className="stack muted">
        {children ?? <p>This page is on its way. In the meantime, reach us through the Contact page.</p>}
      </div>
    </div>
  );
}
