/** The questions of /frequent-questions, grouped; answers may link to other pages. */
import { MAX, PERSONAL_LINK_DAYS } from '@listkeep/common/src/limits';
import { planCardLines } from '@listkeep/common/src/plan-lines';
import { PLANS, TIERS, priceLabel } from '@listkeep/common/src/tiers';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { MAIL_LIMITS } from './mail-limits';

export interface Question {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface QuestionGroup {
  id: string;
  heading: string;
  questions: Question[];
}

const limitsTable = (
  <div className="info-table-wrap" tabIndex={0} role="region" aria-label="Recipient limits of mail providers">
    <table className="info-table">
      <thead>
        <tr>
          <th scope="col">Provider</th>
          <th scope="col">Per message (To, Cc and BCC together)</th>
          <th scope="col">Per day</th>
        </tr>
      </thead>
      <tbody>
        {MAIL_LIMITS.map((row) => (
          <tr key={row.provider}>
            <th scope="row">{row.provider}</th>
            <td>{row.perMessage}</td>
            <td>{row.perDay}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

const plansList = (
  <ul>
    {TIERS.map((tier) => {
      const plan = PLANS[tier];
      const { intro, lines } = planCardLines(tier);
      return (
        <li key={tier}>
          <strong>
            {plan.name} ({priceLabel(plan)}):
          </strong>{' '}
          {intro && `${intro}: `}
          {lines.join(' · ')}.
        </li>
      );
    })}
  </ul>
);

export const QUESTION_GROUPS: QuestionGroup[] = [
  {
    id: 'sending',
    heading: 'Sending from your own inbox',
    questions: [
      {
        id: 'does-listkeep-send',
        question: 'Does Listkeep send my emails?',
        answer: (
          <p>
            No. You write and send from the mail program you already use. Listkeep keeps the list, copies it for you to
            paste into BCC, and gives you the footer with subscribe and unsubscribe links. The only mails Listkeep sends
            are its own short ones: a confirmation to someone who signs up, a link to someone who asks to unsubscribe,
            and the welcome mail a list may have.
          </p>
        ),
      },
      {
        id: 'bcc-limits',
        question: 'How many people can I put in BCC?',
        answer: (
          <>
            <p>
              Your mail provider decides, and every recipient in To, Cc and BCC counts. These are the figures the
              providers publish for their own accounts. They are theirs, not ours, and they change them without notice,
              so check their help pages before a large send.
            </p>
            {limitsTable}
            <p className="small">Sources: {MAIL_LIMITS.map((row) => row.source).join('; ')}.</p>
            <p>
              New accounts often start lower, and sending the same message to many addresses at once can trip a
              provider’s spam checks. If a send is refused, wait a day and use smaller chunks.
            </p>
          </>
        ),
      },
      {
        id: 'chunked-copy',
        question: 'Why does Listkeep copy long lists in chunks?',
        answer: (
          <p>
            Because of those limits. A list of 50 addresses or fewer is copied in one go. Above that, you choose chunks
            of 50, 100 or 200 and paste each into its own message, so no single message passes your provider’s
            per-message cap. Chunks of 100 suit Outlook.com and Yahoo; 200 fits Gmail and iCloud.
          </p>
        ),
      },
      {
        id: 'why-bcc',
        question: 'Why BCC and not To?',
        answer: (
          <p>
            Addresses in To or Cc are shown to every recipient. BCC keeps each reader’s address private from the others,
            and stops a “reply all” from reaching the whole list.
          </p>
        ),
      },
    ],
  },
  {
    id: 'subscribers',
    heading: 'Subscribing and unsubscribing',
    questions: [
      {
        id: 'unsubscribe-without-sending',
        question: 'How can people unsubscribe if Listkeep does not send my mail?',
        answer: (
          <>
            <p>
              Through the footer you paste under each message. Its unsubscribe link opens your list’s public page, where
              the reader types their address. Listkeep mails that address a confirmation link, so nobody can take
              someone else off your list; one click on it and they are off at once. Your next copy of the list leaves
              them out.
            </p>
            <p>
              In BCC every reader gets the same footer, so its link cannot know who clicked it: that is why it asks for
              the address. One-click unsubscribes come with a link made for one reader: in the mails Listkeep sends
              itself, and in the personal links you make in the dashboard, for a one-to-one message or a mail merge.
            </p>
          </>
        ),
      },
      {
        id: 'mail-merge',
        question: 'Can each reader get their own one-click unsubscribe link?',
        answer: (
          <p>
            Yes, when your mail program sends one message per person (Gmail’s mail merge, Mailmeteor, YAMM, GMass, Word
            with Outlook, Thunderbird). In the subscribers tab, Export for mail merge gives a file with each
            subscriber’s email, name, first name and their own Unsubscribe URL and Manage URL; put the URL columns in
            your template’s footer. One click on that link and the reader is off the list, and mail apps that offer an
            unsubscribe button can use the same address. Each export makes new links, which work for{' '}
            {PERSONAL_LINK_DAYS} days, so send soon after exporting.
          </p>
        ),
      },
      {
        id: 'double-opt-in',
        question: 'Can someone sign up another person?',
        answer: (
          <p>
            No. A sign-up on the subscribe page only sends a confirmation mail, written by Listkeep with none of your
            text, and the address joins the list when its owner opens the link (within 7 days). At most one such mail a
            day goes to an address for a list.
          </p>
        ),
      },
      {
        id: 'qr-code',
        question: 'How do I collect sign-ups on paper?',
        answer: (
          <p>
            Print the list’s QR code (Newsletters, then the list’s settings: a click copies it, a second click downloads
            a 512-pixel image) on a sign-up sheet or a poster. People scan it, type their address and confirm from their
            inbox.
          </p>
        ),
      },
    ],
  },
  {
    id: 'data',
    heading: 'Your data',
    questions: [
      {
        id: 'what-is-stored',
        question: 'What does Listkeep store about my subscribers?',
        answer: (
          <p>
            Their email address, the lists they are on and when they joined or left, and a record of each opt-in and
            opt-out that holds a keyed hash of the address, never the address. A name, notes or tags appear only if your
            team adds them. No cookies, trackers or analytics anywhere. The{' '}
            <Link to={paths.privacyPolicy}>privacy policy</Link> lists everything, with how long it is kept.
          </p>
        ),
      },
      {
        id: 'opens',
        question: 'Can I see who opened my email?',
        answer: (
          <p>
            No. Counting opens takes a hidden tracking image in the mail, and Listkeep has none. On paid plans you see
            how many times each tracked link was clicked, never who clicked.
          </p>
        ),
      },
      {
        id: 'delete-account',
        question: 'How do I delete my account?',
        answer: (
          <p>
            On the account page, Delete account, then type your address to confirm. The account goes at once, with the
            teams you own and everything in them: lists, subscribers, email log, links and consent records. There are no
            backups, so it cannot be undone. Export your subscribers first if you want to keep them.
          </p>
        ),
      },
    ],
  },
  {
    id: 'moving',
    heading: 'Moving in, plans and teams',
    questions: [
      {
        id: 'import',
        question: 'How do I move my list from Mailchimp or another tool?',
        answer: (
          <>
            <p>
              Export your audience as a CSV file, then in Subscribers choose Import and pick the file. Listkeep
              recognises the columns of Mailchimp (Email Address, First Name, Last Name, Notes, Tags), Substack,
              Buttondown, Beehiiv and ConvertKit, shows how it mapped them and a preview of the first rows, and lets you
              change the mapping. Other columns are listed as not imported.
            </p>
            <p>
              You can also paste addresses separated by spaces, commas or semicolons, or the To line of a message from
              Outlook, Gmail or Apple Mail, names included. One import takes up to{' '}
              {MAX.batchEmails.toLocaleString('en-US')} addresses; larger ones go in parts with a progress count. An
              import never puts back someone who unsubscribed.
            </p>
          </>
        ),
      },
      {
        id: 'plans',
        question: 'What do the plans cost?',
        answer: (
          <>
            {plansList}
            <p>
              Paid plans are monthly and go through a hosted card checkout; change or cancel them from the account page.
              See <Link to={paths.pricing}>Pricing</Link> for the details.
            </p>
          </>
        ),
      },
      {
        id: 'team',
        question: 'Can my committee or colleagues share the lists?',
        answer: (
          <p>
            Yes, on {PLANS.team.name} ({PLANS.team.maxUsers} accounts) and {PLANS.business.name} (
            {PLANS.business.maxUsers} accounts). Invite them by address from the Team tab as admin, editor or viewer;
            everyone shares the team’s lists and its plan.
          </p>
        ),
      },
    ],
  },
];
