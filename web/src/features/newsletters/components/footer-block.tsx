import { FooterCopyButtons } from '@/components/footer-copy-buttons';
import { FooterPreview } from './footer-preview';
import '@/components/footer-copy-buttons.css';

interface FooterBlockProps {
  /** What the buttons copy. */
  html: string;
  /** The same footer as the dashboard shows it (images as marked boxes). */
  previewHtml: string;
  /** The list's custom footer rather than the standard one. */
  custom: boolean;
}

/** The footer to paste at the end of every email, shown as it renders, with the buttons that copy it. */
export function FooterBlock({ html, previewHtml, custom }: FooterBlockProps) {
  return (
    <div className="stack-sm">
      <h3 className="field-label">Footer</h3>
      <p className="small muted" data-testid="footer-kind">
        {custom ? 'Your custom footer. ' : 'The standard footer. '}
        Paste it at the end of every email you send to this list.
      </p>
      <FooterPreview html={previewHtml} />
      <div className="row footer-copy-row">
        <FooterCopyButtons html={html} />
      </div>
    </div>
  );
}
