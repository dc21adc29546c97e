// Local stack only: delivers the account mails of sign-in (address
// verification, password reset) to the SMTP sink, so the local inbox at :1080
// shows every mail a user would get. The Auth emulator sends no mail; it
// lists the codes it made instead. This polls that list and mails each new
// code once, worded as Listkeep's own mails (lib/auth-mails.mjs), with the
// emulator's link, which applies the code when followed.
//
// In production none of this runs: Firebase Authentication sends these mails
// itself, from its templates, and the API never sees them.
//
// Codes already mailed are kept in a state file in the stack's data dir, so a
// restarted relay never mails a code twice. A code is recorded before its mail
// goes out and forgotten again if sending fails, so that it is tried again.
//
// Usage: node scripts/auth-mail-relay.mjs <state file>
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { accountMailFor } from './lib/auth-mails.mjs';
import { HOST, PORTS, PROJECT_ID } from './stack.mjs';

const POLL_MS = 500;
// The stack's environment names the emulator and the sink (stackEnv in stack.mjs).
const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `${HOST}:${PORTS.auth}`;
const SMTP = { host: process.env.SMTP_HOST ?? HOST, port: Number(process.env.SMTP_PORT ?? PORTS.smtp) };
const CODES_URL = `http://${AUTH}/emulator/v1/projects/${PROJECT_ID}/oobCodes`;
/** Firebase Authentication's own sender for a project's account mails. */
const FROM = `Listkeep <noreply@${PROJECT_ID}.firebaseapp.com>`;

const stateFile = process.argv[2];
if (!stateFile) {
  console.error('usage: node scripts/auth-mail-relay.mjs <state file>');
  process.exit(2);
}

const log = (/** @type {string} */ line) => console.log(`${new Date().toISOString()} ${line}`);

/** @returns {Set<string>} */
function readMailed() {
  try {
    const { mailed } = JSON.parse(readFileSync(stateFile, 'utf8'));
    return new Set(Array.isArray(mailed) ? mailed : []);
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'ENOENT') return new Set();
    throw new Error(`cannot read ${stateFile}: ${err instanceof Error ? err.message : err}`);
  }
}

/** Written whole and renamed, so a stop mid-write never leaves half a list. */
function saveMailed() {
  writeFileSync(`${stateFile}.tmp`, JSON.stringify({ mailed: [...mailed] }) + '\n');
  renameSync(`${stateFile}.tmp`, stateFile);
}

const mailed = readMailed();
const transport = nodemailer.createTransport({
  ...SMTP,
  ignoreTLS: true,
  connectionTimeout: 5000,
  greetingTimeout: 5000,
  socketTimeout: 10_000,
});

/** @returns {Promise<import('./lib/auth-mails.mjs').OobCode[]>} */
async function listCodes() {
  const res = await fetch(CODES_URL, { signal: AbortSignal.timeout(3000) });
  if (!res.ok) throw new Error(`GET ${CODES_URL} answered HTTP ${res.status}`);
  const { oobCodes } = await res.json();
  return Array.isArray(oobCodes) ? oobCodes : [];
}

/** @param {unknown} err */
const reason = (err) => {
  const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return err instanceof Error ? `${err.message}${cause}` : String(err);
};

/** The last failure logged, so one that repeats every poll is logged once. */
let lastFailure = '';
/** @param {string} failure */
function logFailure(failure) {
  if (failure !== lastFailure) console.error(`${new Date().toISOString()} FAILED ${failure}`);
  lastFailure = failure;
}

let ready = false;

async function relayOnce() {
  let codes;
  try {
    codes = await listCodes();
  } catch (err) {
    logFailure(`cannot list the Auth emulator's codes (${reason(err)}); trying again`);
    return;
  }
  if (!ready) {
    ready = true;
    log(`relaying account mails from ${CODES_URL} to smtp://${SMTP.host}:${SMTP.port} every ${POLL_MS} ms`);
  }
  // A code leaves the list once it is used, and never comes back.
  const listed = new Set(codes.map((code) => code.oobCode));
  let changed = false;
  for (const code of mailed) {
    if (listed.has(code)) continue;
    mailed.delete(code);
    changed = true;
  }
  for (const code of codes) {
    if (mailed.has(code.oobCode)) continue;
    mailed.add(code.oobCode);
    changed = true;
    const mail = accountMailFor(code);
    if (!mail) {
      log(`not mailed: a ${code.requestType} code for ${code.email} (Listkeep sends no such mail)`);
      continue;
    }
    saveMailed();
    try {
      await transport.sendMail({ from: FROM, ...mail });
      log(`mailed "${mail.subject}" to ${mail.to}`);
      lastFailure = '';
    } catch (err) {
      mailed.delete(code.oobCode);
      logFailure(`cannot mail "${mail.subject}" to ${mail.to} (${reason(err)}); trying again`);
    }
  }
  if (changed) saveMailed();
}

let stopping = false;
/** @type {Promise<void>} */
let polling = Promise.resolve();

async function loop() {
  if (stopping) return;
  polling = relayOnce();
  await polling;
  if (!stopping) setTimeout(loop, POLL_MS);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    // A mail being sent is let through, so its code stays recorded as mailed.
    await polling;
    transport.close();
    log(`${signal}, stopped`);
    process.exit(0);
  });
}

void loop();
