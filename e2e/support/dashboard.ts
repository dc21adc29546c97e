/**
 * Helpers of the dashboard journeys: an onboarded owner in a fresh browser
 * context, plan and membership written into the stack's store (there is no
 * public call for them yet), and the steps every list journey takes: tabs,
 * the import dialog, logged emails and new newsletters.
 */
import type { Role } from '@listkeep/common';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { get } from '../../functions/test/support/api';
import { signIn } from '../../functions/test/support/auth-emulator';
import { addMember, setTier, stackStore } from '../../functions/test/support/store';
import { BASE_URL, TEST_PASSWORD, uniqueEmail, url } from './browser';
import { completeOnboarding, signUp } from './sign-up';
import { untilDone } from './until-done';

export { setTier };

export interface SignedIn {
  context: BrowserContext;
  page: Page;
  email: string;
  uid: string;
  teamID: string;
  /** The account's API token, for seeding its team as the app would. */
  idToken: string;
  /** The newsletter the onboarding made. */
  listID: string;
}

/** Whether the journeys can write fixtures: the stack's SQLite file or Firestore emulator must be named. */
const hasStore =
  process.env.LISTKEEP_STORE === 'firestore'
    ? Boolean(process.env.FIRESTORE_EMULATOR_HOST)
    : Boolean(process.env.LISTKEEP_DB_PATH);

async function userDoc(email: string): Promise<{ uid: string; ownTeamID: string; latestTeamID: string }> {
  const snap = await stackStore().collection('users').where('email', '==', email).limit(1).get();
  if (snap.empty) throw new Error(`no profile stored for ${email}`);
  return snap.docs[0].data() as { uid: string; ownTeamID: string; latestTeamID: string };
}

/** A new account through the login card and the onboarding wizard, on the dashboard. */
export async function newOwner(
  browser: Browser,
  prefix: string,
  viewport = { width: 1280, height: 860 },
): Promise<SignedIn> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const page = await context.newPage();
  const email = uniqueEmail(prefix);
  await signUp(page, email);
  await completeOnboarding(page, `${prefix} owner`);
  await page.getByTestId('newsletter-select').waitFor();
  const doc = await userDoc(email);
  const idToken = await signIn({ email, password: TEST_PASSWORD });
  const dashboard = await get(`/getDashboardData?teamID=${doc.ownTeamID}`, idToken);
  const listID = dashboard.body.newsletters[0].id as string;
  return { context, page, email, uid: doc.uid, teamID: doc.ownTeamID, idToken, listID };
}

/** Makes an account a member of a team with a role and switches it there, as accepting an invite will. */
export async function joinAs(member: SignedIn, teamID: string, role: Role): Promise<void> {
  await addMember(teamID, { uid: member.uid, email: member.email }, role);
  await stackStore().doc(`users/${member.uid}`).update({ latestTeamID: teamID });
}

export const joinAsViewer = (member: SignedIn, teamID: string) => joinAs(member, teamID, 'viewer');

export async function openTab(page: Page, tab: string): Promise<void> {
  await page.goto(url(`/dashboard?tab=${tab}`));
  await page.getByTestId(`tab-${tab}`).waitFor();
}

/** Opens the import dialog and pastes a list; the caller asks for its preview. */
export async function pasteImport(page: Page, text: string): Promise<void> {
  const dialog = page.getByTestId('import-dialog');
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.getByTestId('import-text').fill(text);
  await dialog.getByTestId('import-agree').check();
}

/** Asks for the preview of the list in the import dialog and imports on it; the caller reads the summary. */
export async function previewAndImport(page: Page): Promise<void> {
  const dialog = page.getByTestId('import-dialog');
  await dialog.getByTestId('import-agree').check();
  await dialog.getByTestId('import-submit').click();
  // The preview is the server's verdict on every row: wait while it is being worked out.
  await untilDone(dialog, dialog.getByTestId('import-confirm'));
  await dialog.getByTestId('import-confirm').click();
}

/** The import dialog's summary, once the import has run, waited for while it gets on. */
export async function importSummary(page: Page): Promise<Locator> {
  const dialog = page.getByTestId('import-dialog');
  const summary = dialog.getByTestId('import-summary');
  await untilDone(dialog, summary);
  return summary;
}

/** Pastes a valid list, imports it and closes the dialog on its summary. */
export async function importList(page: Page, emails: string[]): Promise<void> {
  await pasteImport(page, emails.join('\n'));
  await previewAndImport(page);
  await importSummary(page);
  await page.getByTestId('import-dialog').getByRole('button', { name: 'Done' }).click();
}

/** The addresses of the subscriber rows shown, in alphabetical order. */
export async function rowEmails(page: Page): Promise<string[]> {
  const emails = await page.getByTestId('subscriber-row').locator('.vtable-email').allTextContents();
  return emails.sort();
}

/** Logs an email with only a subject, ticked sent today, and waits for the dialog to close. */
export async function logEmail(page: Page, subject: string): Promise<void> {
  await page.getByRole('button', { name: 'New Email' }).click();
  const form = page.getByTestId('email-form-dialog');
  await form.getByLabel('Subject').fill(subject);
  await form.getByRole('checkbox', { name: 'Sent' }).check();
  await form.getByRole('button', { name: 'Log email' }).click();
  await form.waitFor({ state: 'detached' });
}

/** Saves a draft with a subject and body, to send from its Send view, and waits for the dialog to close. */
export async function draftEmail(page: Page, subject: string, body: string): Promise<void> {
  await page.getByRole('button', { name: 'New Email' }).click();
  const form = page.getByTestId('email-form-dialog');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Body').fill(body);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await form.waitFor({ state: 'detached' });
}

/** Opens a logged email's detail dialog from the emails tab. */
export async function openEmail(page: Page, subject: string) {
  await page.getByRole('button', { name: subject }).click();
  return page.getByTestId('email-detail-dialog');
}

/** Creates a newsletter from the lists tab; resolves on its settings tab. */
export async function createNewsletter(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New newsletter' }).click();
  const dialog = page.getByTestId('newsletter-create-dialog');
  await dialog.getByLabel('Newsletter name').fill(name);
  await dialog.getByRole('button', { name: 'Create newsletter' }).click();
  await page.getByTestId('tab-newsletter').waitFor();
}

/** Fails the journey unless the stack's store can be reached for fixtures. */
export function requireStore(): void {
  if (!hasStore) {
    throw new Error(
      "The dashboard journeys write fixtures into the stack's store: set LISTKEEP_DB_PATH (SQLite) or LISTKEEP_STORE=firestore with FIRESTORE_EMULATOR_HOST, as `npm run test:stack` does",
    );
  }
}
