import { PLANS } from '@listkeep/common/src/tiers';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CHURCHES, CLUBS, MARKETERS, type Audience } from '../content/audiences';
import { InfoPage, InfoSection } from './info-page';

function TryItFree() {
  return (
    <ButtonLink to={paths.login} size="lg">
      Try It Free
    </ButtonLink>
  );
}

function AudiencePage({ audience }: { audience: Audience }) {
  return (
    <InfoPage eyebrow={audience.eyebrow} title={audience.title} lead={audience.lead} wide>
      <div className="info-cta">
        <TryItFree />
        <span className="muted small">
          Free for one list of up to {PLANS.starter.maxSubscribers} subscribers. No card needed.
        </span>
      </div>
      <div className="audience-columns">
        <InfoSection id="what-you-send" heading="What you send">
          <ul>
            {audience.sends.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </InfoSection>
        <InfoSection id="why-your-inbox" heading="Why from your own inbox, in BCC">
          <ul>
            {audience.whyInbox.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </InfoSection>
      </div>
      <section className="info-section" aria-labelledby="what-listkeep-does-heading">
        <h2 id="what-listkeep-does-heading">What Listkeep does for you</h2>
        <ul className="info-cards">
          {audience.features.map((feature) => (
            <li key={feature.title} className="card info-card">
              <h3>{feature.title}</h3>
              <p className="muted">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <InfoSection id="which-plan" heading="Which plan">
        <p>{audience.plan}</p>
        <div className="info-cta">
          <TryItFree />
        </div>
      </InfoSection>
    </InfoPage>
  );
}

export const MarketersPage = () => <AudiencePage audience={MARKETERS} />;
export const ClubsPage = () => <AudiencePage audience={CLUBS} />;
export const ChurchesPage = () => <AudiencePage audience={CHURCHES} />;
