import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/layout/document-title';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { paths } from '@/config/paths';

function Simple({ title, eyebrow, children }: { title: string; eyebrow?: string; children?: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <PlaceholderPage title={title} eyebrow={eyebrow}>
      {children}
    </PlaceholderPage>
  );
}

function Audience({ title, text }: { title: string; text: string }) {
  return (
    <Simple title={title} eyebrow="Who it's for">
      <p>{text}</p>
      <div>
        <ButtonLink to={paths.login} size="lg">
          Try It Free
        </ButtonLink>
      </div>
    </Simple>
  );
}

export const MarketersPage = () => (
  <Audience
    title="Listkeep for Marketers"
    text="Send from your own inbox and still see who opened and clicked, through simple tracked links. Every opt-out is honoured at once, including for cold outreach."
  />
);
export const ClubsPage = () => (
  <Audience
    title="Listkeep for Clubs"
    text="Keep your members' list tidy, share it with your committee, and let people opt in or out on their own."
  />
);
export const ChurchesPage = () => (
  <Audience
    title="Listkeep for Churches"
    text="Bulletins, rotas and prayer requests from the email account you already use, with a list that keeps itself up to date."
  />
);
export const AboutPage = () => <Simple title="About" eyebrow="Info" />;
export const TermsPage = () => <Simple title="Terms" eyebrow="Info" />;
export const PrivacyPolicyPage = () => <Simple title="Privacy Policy" eyebrow="Info" />;
export const PrivacyPage = () => (
  <Simple title="Privacy" eyebrow="Info">
    <p>
      We collect only subscriber email addresses and a hashed record of opt-in or opt-out status. There are no cookies,
      trackers or analytics. Deleting an account permanently removes all data, with no backups. Opt-out links stop
      working at once.
    </p>
  </Simple>
);
export const HowItWorksPage = () => <Simple title="How it Works" />;
export const FaqPage = () => <Simple title="Frequently Asked Questions" />;
export const DashboardOverviewPage = () => <Simple title="Dashboard Overview" />;
