import { useId } from 'react';
import { FooterCopyButtons } from '@/components/footer-copy-buttons';
import '@/components/footer-copy-buttons.css';

interface EmailFooterProps {
  /** The footer with this email's tracked links; null when its list was deleted, undefined while its links are made. */
  html: string | null | undefined;
  /** Where the footer goes, as the place it is shown from says it. */
  hint: string;
}

/** The footer to paste at the end of an email, whose links are the email's own. */
export function EmailFooter({ html, hint }: EmailFooterProps) {
  const titleId = useId();
  return (
    <section className="stack-sm" data-testid="email-footer" aria-labelledby={titleId}>
      <h3 className="field-label" id={titleId}>
        Footer
      </h3>
      <p className="small muted">
        {html === null ? 'This email’s list was deleted, so it has no footer to copy.' : hint}
      </p>
      <div className="row footer-copy-row">
        <FooterCopyButtons html={html ?? null} />
      </div>
    </section>
  );
}
