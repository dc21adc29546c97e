// `npm run plan-cutoff -- [--days=N]`: runs the daily plan cutoff
// (functions/src/domain/teams/plan-cutoff.ts) once on the running local stack, with
// its clock N days ahead (0 unless told), on whichever store the stack runs.
// The deployed job runs every day on its own; locally nothing schedules it, so
// this is how a lapsed team is warned and, with --days=8, cut. Mails go to the
// stack's SMTP sink, and the open tabs of every account it changed are told to
// refetch, as the deployed job does.
//
// The same safety checks as set-tier: the local emulators on 127.0.0.1 only.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { openStackStore, notLocalReason, SetTierError, signalAccountsChanged } from './set-tier.mjs';
import { HOST, PORTS, URLS } from './stack.mjs';

const ts = (/** @type {string} */ path) => tsImport(new URL(path, import.meta.url).href, import.meta.url);

const USAGE = 'Usage: npm run plan-cutoff -- [--days=N]';
const DAY_MS = 24 * 60 * 60 * 1000;

/** @param {string[]} args */
export function daysAhead(args) {
  if (args.length === 0) return 0;
  const match = args.length === 1 ? /^--days=(\d{1,3})$/.exec(args[0]) : null;
  if (!match) throw new SetTierError(USAGE);
  return Number(match[1]);
}

/**
 * Runs the job with the clock `days` ahead; returns its report.
 * @param {number} days
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function planCutoff(days, env = process.env) {
  const refusal = notLocalReason(env);
  if (refusal) throw new SetTierError(refusal);
  const { runPlanCutoff } = await ts('../functions/src/domain/teams/plan-cutoff.ts');
  const { deliverDue } = await ts('../functions/src/domain/outbox.ts');
  const { memorySignal } = await ts('../functions/src/services/signal.ts');
  const { smtpMailer, smtpSettingsFromEnv } = await ts('../functions/src/services/mailer.ts');
  const { noBilling } = await ts('../functions/src/services/billing.ts');
  const { LOCAL_SUPPORT_EMAIL } = await ts('../functions/src/services/deps.ts');
  const { hashSecretFromEnv } = await ts('../functions/src/services/email-hash.ts');

  const now = Date.now() + days * DAY_MS;
  const store = await openStackStore();
  // Recorded here and sent once the store is closed (see signalAccountsChanged).
  const signal = memorySignal();
  let report;
  try {
    const deps = {
      store,
      signal,
      now: () => now,
      // As the stack's API sends: its SMTP sink, the sender MAIL_FROM names (or the default).
      mailer: smtpMailer(
        smtpSettingsFromEnv({ SMTP_HOST: HOST, SMTP_PORT: String(PORTS.smtp), MAIL_FROM: env.MAIL_FROM }),
      ),
      hashSecret: hashSecretFromEnv(env),
      publicUrl: URLS.web,
      supportEmail: LOCAL_SUPPORT_EMAIL,
      localWebhooks: true,
      billing: noBilling,
    };
    report = await runPlanCutoff(deps, now);
    // The stack's dispatcher runs on today's clock, to which the mail queued days ahead is not due yet.
    await deliverDue(deps);
  } finally {
    await store.close();
  }
  await signalAccountsChanged(...new Set(signal.sent));
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const days = daysAhead(process.argv.slice(2));
    const report = await planCutoff(days);
    console.log(
      `plan-cutoff (${days} days ahead): ${report.warned.length} warned, ${report.cut.length} cut, ${report.cleared.length} cleared`,
    );
    process.exit(0);
  } catch (err) {
    console.error(
      `plan-cutoff: ${err instanceof SetTierError ? err.message : err instanceof Error ? (err.stack ?? err) : err}`,
    );
    process.exit(1);
  }
}
