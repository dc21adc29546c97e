import { FooterCopyButtons } from '@/components/footer-copy-buttons';

/** The email's footer, with its tracked links, to paste at the end of every batch's email. */
export function SendFooter({ html }: { html: string | null | undefined }) {
  return (
    <div className="send-copy-row">
      <span className="small muted">
        {html === null
          ? 'This email’s list was deleted, so it has no footer.'
          : 'The footer, with its unsubscribe link, goes at the end of every batch’s email.'}
      </span>
      <div className="row">
        <FooterCopyButtons html={html ?? null} />
      </div>
    </div>
  );
}
