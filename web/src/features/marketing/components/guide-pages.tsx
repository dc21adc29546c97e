import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ABOUT_SECTIONS } from '../content/about';
import { ACCOUNT_PAGE, DASHBOARD_TABS, type TourStop } from '../content/dashboard-tour';
import { STEPS } from '../content/how-it-works';
import { TERMS_SECTIONS, type Section } from '../content/terms';
import { InfoPage, InfoSection } from './info-page';

function Sections({ sections }: { sections: Section[] }) {
  return sections.map((section) => (
    <InfoSection key={section.id} id={section.id} heading={section.heading}>
      {section.body}
    </InfoSection>
  ));
}

export function HowItWorksPage() {
  return (
    <InfoPage
      eyebrow="How it works"
      title="From a list to a sent email in five steps"
      lead="Listkeep keeps the list; your own inbox does the sending."
    >
      <ol className="info-steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="info-step">
            <span className="info-step-num" aria-hidden="true">
              {index + 1}
            </span>
            <section className="prose" aria-labelledby={`step-${index + 1}`}>
              <h2 id={`step-${index + 1}`}>{step.title}</h2>
              {step.text.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          </li>
        ))}
      </ol>
      <div className="info-cta">
        <ButtonLink to={paths.login} size="lg">
          Try It Free
        </ButtonLink>
        <ButtonLink to={paths.dashboardOverview} variant="secondary" size="lg">
          Tour the dashboard
        </ButtonLink>
      </div>
    </InfoPage>
  );
}

function Stop({ stop, level }: { stop: TourStop; level: 'h2' | 'h3' }) {
  const Heading = level;
  return (
    <section className="info-section prose" aria-labelledby={`${stop.id}-heading`} id={stop.id}>
      <Heading id={`${stop.id}-heading`}>{stop.name}</Heading>
      <p className="muted">{stop.summary}</p>
      <ul>
        {stop.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}

export function DashboardOverviewPage() {
  return (
    <InfoPage
      eyebrow="Dashboard overview"
      title="A tour of the dashboard"
      lead="The dashboard has five tabs along its side menu, and the account page holds you and your plan. A list picker at the top chooses the list that Overview, Subscribers and Recent Emails work on."
    >
      <section className="info-section" aria-labelledby="tabs-heading">
        <h2 id="tabs-heading">The tabs</h2>
        <div className="tour-grid">
          {DASHBOARD_TABS.map((stop) => (
            <Stop key={stop.id} stop={stop} level="h3" />
          ))}
        </div>
      </section>
      <Stop stop={ACCOUNT_PAGE} level="h2" />
    </InfoPage>
  );
}

export function AboutPage() {
  return (
    <InfoPage
      eyebrow="About"
      title="About Listkeep"
      lead="Big league tools for small senders: the list, the links and the opt-outs, while you keep writing from your own inbox."
    >
      <Sections sections={ABOUT_SECTIONS} />
    </InfoPage>
  );
}

export function TermsPage() {
  return (
    <InfoPage eyebrow="Info" title="Terms of use" lead="The rules for using Listkeep, in plain words.">
      <Sections sections={TERMS_SECTIONS} />
    </InfoPage>
  );
}
