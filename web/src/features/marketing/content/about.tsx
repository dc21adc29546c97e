/** The sections of /about. */
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Section } from './terms';

export const ABOUT_SECTIONS: Section[] = [
  {
    id: 'why',
    heading: 'Why Listkeep exists',
    body: (
      <>
        <p>
          Most newsletters are not sent by marketing departments. They are sent by a club secretary on a Sunday evening,
          by a church administrator, by a founder writing to a few hundred customers. They already have an inbox their
          readers trust. What they lack is a tidy list: who joined, who asked to leave, and a way for people to do both
          without writing in.
        </p>
        <p>
          Big sending platforms solve that by taking over the sending. Listkeep solves it by keeping the list, and
          leaving the sending to you. That is what we mean by big league tools for small senders.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-do',
    heading: 'What we do, and what we leave out',
    body: (
      <ul>
        <li>Lists with public subscribe pages, QR codes and confirmed sign-ups.</li>
        <li>A footer with an unsubscribe link, confirmed from the reader’s inbox and effective at once.</li>
        <li>One-click personal unsubscribe links when you send through mail merge.</li>
        <li>Lists copied for BCC, in chunks your mail program accepts.</li>
        <li>Tracked links that count clicks, and a log of what you sent.</li>
        <li>Team access, so the work can be shared.</li>
        <li>No sending of your newsletters, no open-tracking pixels, no cookies, no analytics, no backups.</li>
      </ul>
    ),
  },
  {
    id: 'privacy',
    heading: 'Privacy as a feature',
    body: (
      <p>
        We keep as little as we can: your subscribers’ addresses and a hashed record of their opt-ins and opt-outs. When
        you delete your account, it is gone. Read it in <Link to={paths.privacy}>plain words</Link> or in the{' '}
        <Link to={paths.privacyPolicy}>full policy</Link>.
      </p>
    ),
  },
  {
    id: 'talk',
    heading: 'Talk to us',
    body: (
      <p>
        Tell us what works, what doesn’t, and what you wish it did, through the{' '}
        <Link to={paths.contact}>contact page</Link>.
      </p>
    ),
  },
];
