import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PROCESSORS, PROMISES, STORED } from '../content/privacy-facts';
import { InfoPage, InfoSection } from './info-page';

function Promises() {
  return (
    <ul className="info-cards info-cards-2">
      {PROMISES.map((promise) => (
        <li key={promise.title} className="card info-card">
          <h3>{promise.title}</h3>
          <p className="muted">{promise.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** /privacy: the promises and, per group, what is kept, in a few lines. */
export function PrivacyPage() {
  return (
    <InfoPage
      eyebrow="Info"
      title="Privacy in plain words"
      lead="Listkeep keeps lists, not profiles. Here is the whole of it; the privacy policy has every detail."
    >
      <section className="info-section" aria-labelledby="promises-heading">
        <h2 id="promises-heading">Our promises</h2>
        <Promises />
      </section>
      <InfoSection id="what-we-keep" heading="What we keep">
        <ul>
          {STORED.map((group) => (
            <li key={group.id}>
              <strong>{group.heading}:</strong> {group.summary}
            </li>
          ))}
        </ul>
        <p>
          We never send your newsletters, count opens, sell data or show ads. The{' '}
          <Link to={paths.privacyPolicy}>privacy policy</Link> names each thing we keep and for how long.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

/** /privacy-policy: the promises, then every stored item with what it holds and how long it is kept. */
export function PrivacyPolicyPage() {
  return (
    <InfoPage
      eyebrow="Info"
      title="Privacy policy"
      lead={
        <>
          What Listkeep stores, why, and for how long. The short version is on <Link to={paths.privacy}>Privacy</Link>.
        </>
      }
      wide
    >
      <section className="info-section" aria-labelledby="promises-heading">
        <h2 id="promises-heading">Our promises</h2>
        <Promises />
      </section>
      <InfoSection id="roles" heading="Who decides">
        <p>
          For your own account, Listkeep decides how your data is used, as this policy says. For your subscribers, you
          decide: you collect their addresses and we keep them on your behalf, only to run your lists. Subscribers who
          want their data seen or removed can unsubscribe on the list’s page or ask the sender, who can edit or delete
          them in the dashboard.
        </p>
      </InfoSection>
      {STORED.map((group) => (
        <section key={group.id} className="info-section" aria-labelledby={`${group.id}-heading`} id={group.id}>
          <h2 id={`${group.id}-heading`}>{group.heading}</h2>
          <dl className="stored-list">
            {group.items.map((item) => (
              <div key={item.what} className="stored-item">
                <dt>{item.what}</dt>
                <dd>
                  <p>{item.detail}</p>
                  <p className="stored-kept">
                    <span className="stored-kept-label">Kept:</span> {item.kept}
                  </p>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <InfoSection id="services" heading="Services we use">
        <dl className="stored-list">
          {PROCESSORS.map((service) => (
            <div key={service.name} className="stored-item">
              <dt>{service.name}</dt>
              <dd>
                <p>{service.role}</p>
                <p className="muted">{service.data}</p>
              </dd>
            </div>
          ))}
        </dl>
      </InfoSection>
      <InfoSection id="not-collected" heading="What we do not do">
        <ul>
          <li>No cookies: what the browser keeps is the local storage listed above.</li>
          <li>No analytics, advertising or tracking scripts, and no open-tracking pixels in mail.</li>
          <li>No requests to other sites from the public pages: fonts and images come from Listkeep itself.</li>
          <li>No selling or sharing of your lists, and no sending of your newsletters.</li>
          <li>No backups: what is deleted cannot be brought back.</li>
        </ul>
      </InfoSection>
      <InfoSection id="your-rights" heading="Your choices and rights">
        <p>
          You can see, correct and export your lists in the dashboard at any time, and delete your account from the
          account page, which removes your data at once. For anything else, such as a copy of what we hold about you or
          the deletion of a message you sent us, write through the <Link to={paths.contact}>contact page</Link>. If we
          change this policy we update this page before the change applies.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
