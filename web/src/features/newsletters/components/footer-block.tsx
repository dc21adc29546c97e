import { Button } from '@/components/ui/button';
import { useCopyText } from '../hooks/use-copy-text';

/** The footer to paste at the end of every email, shown as it renders, with a button that copies its HTML. */
export function FooterBlock({ html }: { html: string }) {
  const [copied, copy] = useCopyText('Footer HTML copied to clipboard!');
  return (
    <div className="stack-sm">
      <h3 className="field-label">Footer</h3>
      <p className="small muted">Paste it at the end of every email you send to this list.</p>
      <div className="footer-preview" data-testid="footer-preview" dangerouslySetInnerHTML={{ __html: html }} />
      <div>
        <Button variant="secondary" onClick={() => void copy(html)} data-testid="copy-footer">
          {copied ? 'Copied!' : 'Copy footer HTML'}
        </Button>
      </div>
    </div>
  );
}
