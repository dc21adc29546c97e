/** The first questions of /frequent-questions: sending from one's own inbox, subscribing and unsubscribing. */
import { PERSONAL_LINK_DAYS } from '@listkeep/common/src/limits';
import { MAIL_LIMITS } from './mail-limits';
import type { QuestionGroup } from './faq';

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

export const SENDING_GROUPS: QuestionGroup[] = [
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
];
