/** The sections of /terms: account responsibilities, acceptable use, availability, termination, disclaimer, contact. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export interface Section {
  id: string;
  heading: string;
  body: ReactNode;
}

export const TERMS_SECTIONS: Section[] = [
  {
    id: 'agreement',
    heading: 'These terms',
    body: (
      <p>
        By creating an account or using Listkeep you agree to these terms. If you use it for a club, church or business,
        you agree for that group too and confirm you may do so. We may update the terms; when a change matters we say so
        on this page before it applies, and using Listkeep afterwards means you accept it.
      </p>
    ),
  },
  {
    id: 'account',
    heading: 'Your account',
    body: (
      <ul>
        <li>
          Give a real email address and keep your password to yourself. You are responsible for what is done with your
          account.
        </li>
        <li>
          Tell us at once through the <Link to={paths.contact}>contact page</Link> if you think someone else has used
          it.
        </li>
        <li>
          A team’s owner is responsible for the team: who is invited, with which role, and what its members do with its
          lists. Members act for the team and follow these terms too.
        </li>
        <li>
          Paid plans renew monthly until cancelled; a cancellation or downgrade takes effect at the end of the paid
          period.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    body: (
      <>
        <p>Listkeep is for writing to people who want to hear from you. In plain words:</p>
        <ul>
          <li>
            <strong>Only people who agreed.</strong> Add an address only if its owner asked to hear from you or you have
            another lawful reason to write to them, such as an existing customer or member relationship. Never add
            bought, rented or scraped lists.
          </li>
          <li>
            <strong>No spam.</strong> Do not send unsolicited bulk mail, mislead people about who you are, or use
            subject lines that lie about the message.
          </li>
          <li>
            <strong>Always a way out.</strong> Put the unsubscribe footer in every email to a list, and never write
            again to someone who opted out. Listkeep removes them from your list at once; do not add them back.
          </li>
          <li>
            <strong>Follow the law where you and your readers are.</strong> In the United States, CAN-SPAM asks
            commercial mail to say who sent it, give a postal address, carry a working opt-out and honour it within 10
            business days. In the European Union and the United Kingdom, GDPR and the e-privacy rules ask for consent
            (or another lawful basis) before marketing mail, and let people see and erase their data. Canada’s CASL asks
            for consent too. You, the sender, are responsible for meeting them.
          </li>
          <li>
            <strong>Nothing harmful.</strong> No illegal content, harassment, malware or phishing, and no attempts to
            break, overload or get around the limits of the service.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-content',
    heading: 'Your lists and content',
    body: (
      <p>
        Your lists, subscribers and emails stay yours. We use them only to run Listkeep for you, as the{' '}
        <Link to={paths.privacyPolicy}>privacy policy</Link> describes, and never sell them. For your subscribers’ data
        you decide why and how it is used; we keep it on your behalf.
      </p>
    ),
  },
  {
    id: 'availability',
    heading: 'Availability',
    body: (
      <p>
        We work to keep Listkeep running and your data safe, but we cannot promise it will always be available or free
        of errors. It may pause for maintenance or because a service we rely on is down. Features and plans may change;
        if we end a paid feature you rely on, we give notice first. There are no backups, by design, so keep your own
        export of lists you cannot afford to lose.
      </p>
    ),
  },
  {
    id: 'termination',
    heading: 'Ending your account',
    body: (
      <>
        <p>
          You can delete your account at any time from the account page. It removes your account and the teams you own
          with everything in them, at once and for good. Cancel a paid plan from the account page; you keep its features
          until the end of the period you paid for.
        </p>
        <p>
          We may suspend or close an account that breaks these terms, most of all for spam or mail to people who did not
          agree. Where we can, we tell you first and give you the chance to export your lists.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimer',
    heading: 'Disclaimer and liability',
    body: (
      <p>
        Listkeep is provided as it is. As far as the law allows, we give no warranties, and we are not liable for
        indirect losses, lost profits or lost data, nor for mail you send or how your provider treats it. Where we are
        liable, our liability is limited to what you paid us in the twelve months before the claim. Nothing here limits
        rights that the law does not let us limit.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        Questions about these terms, a report of abuse, or a request about your data: write to us through the{' '}
        <Link to={paths.contact}>contact page</Link> and we will answer by email.
      </p>
    ),
  },
];
