/**
 * One POST of a delivery (docs/product.md §4 Webhooks): signed, waited for
 * WEBHOOK_LIMITS.timeoutSeconds, its redirects not followed, and the start of
 * its answer kept. In production the host must be public https, and every
 * address its name resolves to is checked as the connection is made, by the
 * connection's own lookup, so a name cannot be pointed inside a network
 * between a check and the request.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  WEBHOOK_LIMITS,
  WEBHOOK_SIGNATURE_HEADER,
  isPrivateHost,
  isPrivateIPv4,
  isPrivateIPv6,
} from '@listkeep/common';
import { signatureHeader } from './signing';

/** The answer is waited for this long, connecting included. */
export const POST_TIMEOUT_MS = WEBHOOK_LIMITS.timeoutSeconds * 1000;

/** How an attempt went: the answer's status and the start of its body, or why there was none. */
export interface Attempt {
  ok: boolean;
  status: number | null;
  answer: string;
}

const isPrivateAddress = ({ address, family }: LookupAddress) =>
  family === 4 ? isPrivateIPv4(address.split('.').map(Number)) : isPrivateIPv6(address);

/** A DNS lookup that fails when the name resolves to any private, loopback or link-local address. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses) => {
    const done = callback as (error: Error | null, address: string | LookupAddress[], family?: number) => void;
    if (error) return done(error, '');
    if (addresses.length === 0 || addresses.some(isPrivateAddress))
      return done(new Error(`refused: ${hostname} points to a private address`), '');
    if (options.all) return done(null, addresses);
    done(null, addresses[0].address, addresses[0].family);
  });
};

/** POSTs `body`, signed with `secret` at `now`; `publicOnly` in production. */
export function postSigned(
  url: string,
  secret: string,
  body: string,
  now: number,
  publicOnly: boolean,
  timeoutMs = POST_TIMEOUT_MS,
): Promise<Attempt> {
  const target = new URL(url);
  if (publicOnly && (target.protocol !== 'https:' || isPrivateHost(target.hostname)))
    return Promise.resolve({ ok: false, status: null, answer: 'refused: not a public https address' });
  const kept = WEBHOOK_LIMITS.answerKept;
  return new Promise<Attempt>((resolve) => {
    let settled = false;
    const settle = (attempt: Attempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...attempt, answer: attempt.answer.slice(0, kept) });
    };
    const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Listkeep-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, body, now / 1000),
        },
        ...(publicOnly && { lookup: publicOnlyLookup }),
      },
      (res) => {
        const status = res.statusCode ?? null;
        const ok = status !== null && status >= 200 && status < 300;
        let text = '';
        res.setEncoding('utf8');
        const finish = () => settle({ ok, status, answer: text });
        res.on('data', (chunk: string) => {
          text += chunk;
          // The rest of a long answer is not needed.
          if (text.length >= kept) {
            finish();
            res.destroy();
          }
        });
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    const timer = setTimeout(
      () => req.destroy(new Error(`no answer within ${WEBHOOK_LIMITS.timeoutSeconds} seconds`)),
      timeoutMs,
    );
    req.on('error', (error) => settle({ ok: false, status: null, answer: `no answer: ${error.message}` }));
    req.end(body);
  });
}
