import { FOOTER_COPY_MESSAGES, footerPlainText } from '@listkeep/common/src/web/footer-copy';
import { copyHtml, copyText } from '@/lib/clipboard';
import { useCopy } from '@/lib/use-copy';
import { Button } from './ui/button';

interface FooterCopyButtonsProps {
  /** The footer's HTML; null when there is none to copy (an email whose list was deleted). */
  html: string | null;
}

/**
 * Copy footer: the footer rendered, with its plain text in the same copy, to
 * paste into a mail program. Copy HTML source: its HTML as text, for HTML
 * editors (docs/product.md §4, Footer copy).
 */
export function FooterCopyButtons({ html }: FooterCopyButtonsProps) {
  const [footerCopied, copyFooter] = useCopy(FOOTER_COPY_MESSAGES.copied);
  const [sourceCopied, copySource] = useCopy(FOOTER_COPY_MESSAGES.sourceCopied);
  return (
    <>
      <Button
        variant="secondary"
        disabled={html === null}
        onClick={() => html !== null && void copyFooter(copyHtml(html, footerPlainText(html)))}
        data-testid="copy-footer"
      >
        {footerCopied ? 'Copied!' : 'Copy footer'}
      </Button>
      <Button
        variant="ghost"
        disabled={html === null}
        onClick={() => html !== null && void copySource(copyText(html))}
        data-testid="copy-footer-source"
      >
        {sourceCopied ? 'Copied!' : 'Copy HTML source'}
      </Button>
    </>
  );
}
