import { Button } from '@/components/ui/button';
import { useCopyText } from '../hooks/use-copy-text';
import { FooterPreview } from './footer-preview';

interface FooterBlockProps {
  /** What the button copies. */
  html: string;
  /** The same footer as the dashboard shows it (images as marked boxes). */
  previewHtml: string;
  /** The list's custom footer rather than the standard one. */
  custom: boolean;
}

/** The footer to paste at the end of every email, shown as it renders, with a button that copies its HTML. */
export function FooterBlock({ html, previewHtml, custom }: FooterBlockProps) {
  const [copied, copy] = useCopyText('Footer HTML copied to clipboard!');
  return (
    <div className="stack-sm">
      <h3 className="field-label">Footer</h3>
      <p className="small muted" data-testid="footer-kind">
        {custom ? 'Your custom footer. ' : 'The standard footer. '}
        Paste it at the end of every email you send to this list.
      </p>
      <FooterPreview html={previewHtml} />
      <div>
        <Button variant="secondary" onClick={() => void copy(html)} data-testid="copy-footer">
          {copied ? 'Copied!' : 'Copy footer HTML'}
        </Button>
      </div>
    </div>
  );
}
