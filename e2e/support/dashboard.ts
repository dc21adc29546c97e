/**
 * Helpers of the list journeys: an onboarded owner in a fresh browser
 * context, plan and membership fixtures written into the stack's store
 * (there is no public call for them yet), and the import dialog.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addMember, setTier, stackStore } from '../../functions/test/support/store';
import { BASE_URL, completeOnboarding, requireStack, signUp, uniqueEmail, url } from './browser';

export { setTier };

export interface SignedIn {
  context: BrowserContext;
  page: Page;
  email: string;
  uid: string;
  teamID: string;
}

/** Whether the journeys can write fixtures: the stack's SQLite file or Firestore emulator must be named. */
export const hasStore =
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
  return { context, page, email, uid: doc.uid, teamID: doc.ownTeamID };
}

/** Makes an account a viewer of a team and switches it there, as accepting an invite will. */
export async function joinAsViewer(member: SignedIn, teamID: string): Promise<void> {
  await addMember(teamID, { uid: member.uid, email: member.email }, 'viewer');
  await stackStore().doc(`users/${member.uid}`).update({ latestTeamID: teamID });
}

export async function openTab(page: Page, tab: string): Promise<void> {
  await page.goto(url(`/dashboard?tab=${tab}`));
  await page.getByTestId(`tab-${tab}`).waitFor();
}

/** Opens the import dialog and pastes a list; the caller clicks Import. */
export async function pasteImport(page: Page, text: string): Promise<void> {
  const dialog = page.getByTestId('import-dialog');
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.getByTestId('import-text').fill(text);
}

/** Pastes a valid list, imports it and closes the dialog on its summary. */
export async function importList(page: Page, emails: string[]): Promise<void> {
  await pasteImport(page, emails.join('\n'));
  await page.getByTestId('import-submit').click();
  await page.getByTestId('import-summary').waitFor({ timeout: 30_000 });
  await page.getByTestId('import-dialog').getByRole('button', { name: 'Done' }).click();
}

export async function rowEmails(page: Page): Promise<string[]> {
  return page.getByTestId('subscriber-row').locator('.vtable-email').allTextContents();
}

/** Fails the journey file unless the stack answers and its store can be reached for fixtures. */
export async function stackGuard(journey: string): Promise<void> {
  await requireStack(journey);
  if (!hasStore) {
    throw new Error(
      `${journey} writes fixtures into the stack's store: set LISTKEEP_DB_PATH (SQLite) or LISTKEEP_STORE=firestore with FIRESTORE_EMULATOR_HOST, as \`npm run test:stack\` does`,
    );
  }
}
