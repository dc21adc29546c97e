import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

const AUDIENCES = [
  {
    title: 'Clubs',
    text: 'Fixtures, match reports and AGM notices to the members who asked for them.',
    to: paths.clubs,
  },
  {
    title: 'Grassroots churches',
    text: 'Weekly bulletins and prayer lists without a marketing platform or its fees.',
    to: paths.churches,
  },
  {
    title: 'Marketers',
    text: 'Count clicks through simple links: each tracked link counts the readers who follow it. No pixels, so no open counts.',
    to: paths.marketers,
  },
  {
    title: 'Cold outreach',
    text: 'Honour every opt-out at once, and count clicks through simple links, not hidden pixels.',
    to: paths.marketers,
  },
];

/** docs/product.md §2: Who It's For, each card leading to its audience's page. */
export function Audiences() {
  return (
    <section className="section landing-audiences" aria-labelledby="landing-audiences-title">
      <div className="container">
        <div className="landing-section-head">
          <h2 id="landing-audiences-title">Who It's For</h2>
        </div>
        <ul className="audience-cards" data-testid="audience-cards">
          {AUDIENCES.map((audience) => (
            <li key={audience.title} className="card audience-card">
              <h3 className="card-title">{audience.title}</h3>
              <p className="muted small">{audience.text}</p>
              <ButtonLink to={audience.to} variant="link" aria-label={`Learn more: ${audience.title}`}>
                Learn more <span aria-hidden="true">→</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
