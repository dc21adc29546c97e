/** The later questions of /frequent-questions: the data kept, moving in, plans and teams. */
import { MAX } from '@listkeep/common/src/limits';
import { planCardLines } from '@listkeep/common/src/web/plan-lines';
import { PLANS, TIERS, priceLabel } from '@listkeep/common/src/tiers';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { QuestionGroup } from './faq';

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

export const ACCOUNT_GROUPS: QuestionGroup[] = [
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
            Yes, on {PLANS.group.name} ({PLANS.group.maxUsers} accounts) and {PLANS.scale.name} ({PLANS.scale.maxUsers}{' '}
            accounts). Invite them by address from the Team tab as admin, editor or viewer; everyone shares the team’s
            lists and its plan.
          </p>
        ),
      },
    ],
  },
];
