/**
 * Reading a receipt or a chain file someone hands over (the dashboard's
 * "Check a receipt", `npm run check-receipt`): the shapes of
 * common/src/consent-chain.ts, checked before anything is hashed, with a
 * sentence a person can act on when the file is something else.
 */
import { z } from 'zod';
import {
  CHAIN_FORMAT,
  RECEIPT_FORMAT,
  type ChainRecord,
  type ConsentChainFile,
  type ConsentReceipt,
} from './consent-chain';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const seq = z.number().int().min(1);

/** What a record says, apart from its place in the chain. */
const said = {
  newsletterID: z.string(),
  emailHash: z.string(),
  action: z.enum(['opt-in', 'opt-out']),
  source: z.string(),
  at: z.number().int(),
};
const record = { seq, prev: hex64, hash: hex64, ...said } satisfies Record<keyof ChainRecord, z.ZodType>;

const head = z.object({ seq: z.number().int().min(0), hash: hex64 });
const shown = { time: z.string(), list: z.string().nullable(), how: z.string() };

const ZChainFile = z.object({
  format: z.literal(CHAIN_FORMAT),
  version: z.literal(1),
  teamID: z.string(),
  exportedAt: z.string(),
  head,
  records: z.array(z.object(record)),
});

const ZReceipt = z.object({
  format: z.literal(RECEIPT_FORMAT),
  version: z.literal(1),
  teamID: z.string(),
  sender: z.string(),
  address: z.string(),
  emailHash: z.string(),
  issuedAt: z.string(),
  head,
  records: z.array(z.object({ ...record, ...shown })),
  unchained: z.array(z.object({ ...said, ...shown })),
});

export type ConsentFile =
  | { kind: 'receipt'; receipt: ConsentReceipt }
  | { kind: 'chain'; chain: ConsentChainFile }
  | { kind: 'unreadable'; message: string };

export const CONSENT_FILE_MESSAGES = {
  notJson: 'This file is not a receipt or a chain: it is not JSON.',
  unknown: 'This file is not a Listkeep consent receipt or chain.',
  damaged: 'This file looks like a Listkeep consent file, but parts of it are missing or malformed.',
  chainNotReceipt: 'This is an export of a consent chain, not a receipt: choose the receipt file.',
} as const;

/** What a file's text holds: a receipt, a chain, or why it is neither. */
export function readConsentFile(text: string): ConsentFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'unreadable', message: CONSENT_FILE_MESSAGES.notJson };
  }
  const format = typeof value === 'object' && value !== null ? (value as { format?: unknown }).format : undefined;
  if (format === RECEIPT_FORMAT) {
    const parsed = ZReceipt.safeParse(value);
    return parsed.success
      ? { kind: 'receipt', receipt: parsed.data }
      : { kind: 'unreadable', message: CONSENT_FILE_MESSAGES.damaged };
  }
  if (format === CHAIN_FORMAT) {
    const parsed = ZChainFile.safeParse(value);
    return parsed.success
      ? { kind: 'chain', chain: parsed.data }
      : { kind: 'unreadable', message: CONSENT_FILE_MESSAGES.damaged };
  }
  return { kind: 'unreadable', message: CONSENT_FILE_MESSAGES.unknown };
}
