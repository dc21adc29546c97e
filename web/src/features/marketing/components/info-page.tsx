import type { ReactNode } from 'react';
import './marketing.css';

/** The frame of a marketing or info page: one h1 with its lead, then the page's sections. */
export function InfoPage({
  eyebrow,
  title,
  lead,
  children,
  wide = false,
}: {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`container page info-page${wide ? ' info-page-wide' : ''}`}>
      <header className="page-header info-header">
        <span className="eyebrow">{eyebrow}</span>
        <h1>{title}</h1>
        {lead && <p className="info-lead">{lead}</p>}
      </header>
      <div className="info-body">{children}</div>
    </div>
  );
}

/** A titled section; its id makes it linkable. */
export function InfoSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="info-section prose" aria-labelledby={`${id}-heading`} id={id}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </section>
  );
}
