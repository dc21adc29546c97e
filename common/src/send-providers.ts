/**
 * The mailboxes a sender sends from and the recipients each allows per
 * message and per day, from the providers' own published limits (sources and
 * dates in docs/product.md §4, Sending in batches). A limit counts every
 * address in To, Cc and Bcc; the Send view plans batches within them.
 */
export const SEND_PROVIDER_IDS = ['gmail', 'workspace', 'outlook', 'm365', 'icloud', 'yahoo', 'other'] as const;
export type SendProviderID = (typeof SEND_PROVIDER_IDS)[number];

/** Which web mail's compose page can be opened with the batch filled in. */
export type WebCompose = 'gmail' | 'outlook' | 'office';

export interface SendProvider {
  label: string;
  /** Recipients of one message; null for Other, where the sender says. */
  perMessage: number | null;
  /** Recipients a day; null for Other. */
  perDay: number | null;
  webCompose: WebCompose | null;
}

export const SEND_PROVIDERS: Record<SendProviderID, SendProvider> = {
  gmail: { label: 'Gmail', perMessage: 500, perDay: 500, webCompose: 'gmail' },
  // Newsletter recipients are outside the sender's domain: Workspace's external caps apply.
  workspace: { label: 'Google Workspace', perMessage: 500, perDay: 2000, webCompose: 'gmail' },
  // Microsoft's figure for Microsoft 365 subscribers' Outlook.com; free accounts get less (choose Other).
  outlook: { label: 'Outlook.com', perMessage: 500, perDay: 5000, webCompose: 'outlook' },
  m365: { label: 'Microsoft 365', perMessage: 500, perDay: 10_000, webCompose: 'office' },
  icloud: { label: 'iCloud Mail', perMessage: 500, perDay: 1000, webCompose: null },
  yahoo: { label: 'Yahoo Mail', perMessage: 100, perDay: 500, webCompose: null },
  other: { label: 'Other', perMessage: null, perDay: null, webCompose: null },
};

/** The most a sender may give as their own numbers. */
export const SEND_LIMIT_MAX = { perMessage: 5000, perDay: 100_000 } as const;

/** What a user sends from, as stored on their profile; `perMessage` and `perDay` only for Other. */
export interface SendFrom {
  provider: SendProviderID;
  perMessage?: number;
  perDay?: number;
}

/** A new user's choice until they make one: the most common mailbox of small senders. */
export const DEFAULT_SEND_FROM: SendFrom = { provider: 'gmail' };

export interface SendLimits {
  label: string;
  perMessage: number;
  perDay: number;
  webCompose: WebCompose | null;
}

/** The limits that apply to a user's choice: the provider's, or their own numbers for Other. */
export function sendLimits(from: SendFrom): SendLimits {
  const provider = SEND_PROVIDERS[from.provider];
  return {
    label: provider.label,
    perMessage: provider.perMessage ?? from.perMessage ?? SEND_LIMIT_MAX.perMessage,
    perDay: provider.perDay ?? from.perDay ?? SEND_LIMIT_MAX.perDay,
    webCompose: provider.webCompose,
  };
}
