/**
 * Recipient limits that mail providers publish for their own accounts, as the
 * FAQ quotes them. They are the providers' figures, not Listkeep's, and the
 * providers change them without notice; each row says where to check.
 */
export interface MailLimit {
  provider: string;
  perMessage: string;
  perDay: string;
  source: string;
}

export const MAIL_LIMITS: MailLimit[] = [
  {
    provider: 'Gmail (personal account)',
    perMessage: 'about 500 recipients',
    perDay: 'about 500 recipients',
    source: 'Gmail Help, “Limits for sending & getting mail”',
  },
  {
    provider: 'Google Workspace',
    perMessage: '2,000 recipients (at most 500 outside your organisation); 100 from a desktop mail program',
    perDay: '10,000 recipients (3,000 outside your organisation)',
    source: 'Google Workspace Admin Help, “Gmail sending limits in Google Workspace”',
  },
  {
    provider: 'Outlook.com (free)',
    perMessage: 'about 100 recipients',
    perDay: 'about 300 messages; lower for new accounts',
    source: 'Microsoft Support, “Sending limits in Outlook.com”',
  },
  {
    provider: 'Microsoft 365 business (Exchange Online)',
    perMessage: '500 recipients by default',
    perDay: '10,000 recipients',
    source: 'Microsoft Learn, “Exchange Online limits”',
  },
  {
    provider: 'Apple iCloud Mail',
    perMessage: '500 recipients',
    perDay: '1,000 recipients and 1,000 messages',
    source: 'Apple Support, “Mailbox size and message sending limits in iCloud”',
  },
  {
    provider: 'Yahoo Mail',
    perMessage: 'about 100 recipients (not published exactly)',
    perDay: 'about 500 messages',
    source: 'Yahoo Help on sending limits',
  },
];
