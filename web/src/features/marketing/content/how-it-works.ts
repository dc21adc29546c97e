/** The steps of /how-it-works, in the order a new sender meets them (docs/product.md §1, §2, §4). */
export interface Step {
  title: string;
  text: string[];
}

export const STEPS: Step[] = [
  {
    title: 'Make a list',
    text: [
      'Sign up, name yourself and your first list. A list is one audience: the club’s members, the weekly bulletin, a campaign.',
      'Bring the people you already write to: paste addresses separated by spaces, commas or semicolons, paste the To line of an email from Outlook, Gmail or Apple Mail (names come along), or upload a CSV file from your old tool.',
    ],
  },
  {
    title: 'Share a subscribe link or QR code',
    text: [
      'Every list has a public subscribe page. Share its link anywhere, or print its QR code on a sign-up sheet.',
      'Whoever signs up gets a mail from Listkeep asking them to confirm, and joins the list only when they do. Nobody can put someone else on your list.',
    ],
  },
  {
    title: 'Copy the list into BCC',
    text: [
      'When you have something to send, open the list in the dashboard and copy it. Paste it into the BCC field of a new message in the mail program you already use, so readers do not see each other’s addresses.',
      'Lists of 50 or fewer copy in one go; longer ones copy in chunks of 50, 100 or 200 for mail programs that cap recipients per message.',
    ],
  },
  {
    title: 'Paste the footer',
    text: [
      'Copy the list’s footer and paste it under your message. It carries an unsubscribe link and, unless the list is closed to sign-ups, a subscribe link for readers the mail is passed on to.',
      'Log the email in the dashboard and its footer links become tracked: on paid plans you see the clicks, and on Core the sign-ups and opt-outs it brought.',
    ],
  },
  {
    title: 'Recipients opt out on a public page, at once',
    text: [
      'A reader who follows the unsubscribe link types their address and gets a confirmation link by mail, so only the owner of an address can take it off. One click there and they are off the list at once.',
      'Your next copy of the list no longer holds them, and a dated, hashed record of the opt-out stays with your team.',
    ],
  },
];
