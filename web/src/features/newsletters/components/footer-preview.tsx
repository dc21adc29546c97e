import '../newsletters.css';
/**
 * A footer as it renders. The HTML is only ever the footer builders' output
 * (common/src/footer.ts, or a custom footer through its sanitiser), and in its
 * preview form, which loads no image from another site.
 */
export function FooterPreview({ html, testId = 'footer-preview' }: { html: string; testId?: string }) {
  return <div className="footer-preview" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
