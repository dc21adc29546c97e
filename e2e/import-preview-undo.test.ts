/**
 * Journey: an owner pastes a list and reads, before anything is written, the
 * server's verdict on each row with the counts (new, already on the list,
 * opted out and kept out, invalid with the reason, duplicate); goes back to
 * edit, imports it, finds the import in the import history and undoes it
 * after a teammate edited one of the new subscribers: the others it created
 * are gone, the edited one and those it did not create stay. A paste of 12 000
 * rows is previewed in parts and stays a short page of rows.
 */
import { undoSummary } from '@listkeep/common/src/import-history';
import { describe, expect } from 'vitest';
import { api, get } from '../functions/test/support/api';
import { signUp } from '../functions/test/support/auth-emulator';
import { addMember, stackStore } from '../functions/test/support/store';
import { importSummary, openTab, pasteImport } from './support/dashboard';
import { expectLocator, expectRowEmails } from './support/expect-locator';
import { journey } from './support/fixtures';
import { scan } from './support/axe';
import { addSubscriber } from './support/seed';
import { saveShot } from './support/shots';
import { untilDone } from './support/until-done';

const test = journey.override('team', { owner: 'undo', tier: 'group', subscribers: ['kept@example.org'] });

function ok(answer: { status: number; body: unknown }, what: string): void {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

const LIST = 'new1@example.org, kept@example.org; not-an-email\nNEW1@example.org gone@example.org new2@example.org';

describe('preview an import, then undo it', () => {
  test('shows each row’s verdict and the counts before anything is written', async ({ owner }) => {
    const { page } = owner;
    // One reader left the list: an import never puts them back.
    const gone = await addSubscriber(owner, 'gone@example.org', [owner.listID]);
    const left = await api('PUT', `/subscribers/${gone}`, {
      token: owner.idToken,
      body: { subscriberEmail: 'gone@example.org', subscribedNewsletters: [], teamID: owner.teamID },
    });
    if (left.status !== 200) throw new Error(`PUT /subscribers answered ${left.status}`);

    await openTab(page, 'subscribers');
    await expectRowEmails(page).toEqual(['gone@example.org', 'kept@example.org']);
    await pasteImport(page, LIST);
    const dialog = page.getByTestId('import-dialog');
    await expectLocator(dialog.getByTestId('import-submit')).toHaveText('Preview 6');
    await dialog.getByTestId('import-submit').click();

    const counts = dialog.getByTestId('import-verdict-counts');
    await expectLocator(counts.locator('label')).toHaveTexts([
      'All rows6',
      'New2',
      'Will be added to the list0',
      'Already on the list1',
      'Opted out, kept out1',
      'Duplicate in this list1',
      'Invalid1',
    ]);
    const rows = dialog.getByTestId('import-preview-row');
    await expectLocator(rows).toHaveCount(6);
    await expectLocator(rows.nth(2)).toHaveText('3not-an-emailInvalidHas no @.');
    await expectLocator(rows.nth(3)).toHaveText('4NEW1@example.orgDuplicate in this listSame address as row 1');
    await expectLocator(rows.nth(4)).toContainText('Opted out, kept outLeft ');
    await expectLocator(rows.nth(4)).toContainText(' before; not put back');
    await expectLocator(dialog.getByTestId('import-invalid')).toHaveText('Invalid email(s) not-an-email');
    await expectLocator(dialog.getByTestId('import-confirm')).toHaveText('Import 2 addresses');
    await saveShot(dialog, 'import-preview-desktop');
    await scan(page, 'the import preview');

    // The counts filter the rows.
    await counts.getByText('Invalid').click();
    await expectLocator(rows).toHaveCount(1);
    await expectLocator(rows.first()).toContainText('not-an-email');
    await page.setViewportSize({ width: 390, height: 844 });
    await counts.getByText('All rows').click();
    await saveShot(page, 'import-preview-phone');
    await page.setViewportSize({ width: 1280, height: 860 });

    // Back to the list as it was typed, to take out the invalid entry.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expectLocator(dialog.getByTestId('import-text')).toHaveValue(LIST);
    await dialog.getByTestId('import-text').fill(LIST.replace(' not-an-email', ''));
    await dialog.getByTestId('import-submit').click();
    await expectLocator(counts.getByTestId('verdict-invalid')).toHaveText('Invalid0');
    await expectRowEmails(page).toEqual(['gone@example.org', 'kept@example.org']);
  });

  test('imports on confirmation and lists the import in the history', async ({ owner: { page } }) => {
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByTestId('import-confirm').click();
    await expectLocator(await importSummary(page)).toHaveText('2 new subscribers added.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expectRowEmails(page).toEqual([
      'gone@example.org',
      'kept@example.org',
      'new1@example.org',
      'new2@example.org',
    ]);

    await page.getByTestId('import-history-open').click();
    const history = page.getByTestId('import-history-dialog');
    const latest = history.getByTestId('import-entry').first();
    await expectLocator(latest.getByTestId('import-entry-source')).toHaveText('Pasted list');
    await expectLocator(latest.getByTestId('import-entry-counts')).toContainText('2 new subscribers · ');
    await latest.getByTestId('import-undo').click();
    await saveShot(history, 'import-history-confirm');
    await scan(page, 'the import history');
  });

  test('undoes the import: what it created is gone, but not what a teammate edited since', async ({ owner }) => {
    const { page } = owner;
    // An editor of the team names one of the new subscribers while the owner has the undo open.
    const editor = await signUp();
    ok(await get('/getUserData', editor.idToken), 'GET /getUserData');
    await addMember(owner.teamID, editor, 'editor');
    const [edited] = (
      await stackStore().collection('subscribers').where('teamID', '==', owner.teamID).get()
    ).docs.filter((snap) => (snap.data() as { subscriberEmail: string }).subscriberEmail === 'new1@example.org');
    const body = {
      subscriberEmail: 'new1@example.org',
      subscriberName: 'Named by a teammate',
      notes: '',
      subscribedNewsletters: [owner.listID],
      teamID: owner.teamID,
    };
    ok(await api('PUT', `/subscribers/${edited.id}`, { token: editor.idToken, body }), 'PUT /subscribers');

    const history = page.getByTestId('import-history-dialog');
    const latest = history.getByTestId('import-entry').first();
    await latest.getByTestId('import-undo-confirm').click();
    // The button spins until the server has undone it, however long that takes here; then the entry says what it did.
    await untilDone(latest, latest.getByTestId('import-entry-undone'));
    await expectLocator(latest.getByTestId('import-entry-undone')).toContainText(
      undoSummary({ removed: 1, takenOff: 0, leftAlone: 1 }),
    );
    await expectLocator(latest.getByTestId('import-undo')).toHaveCount(0);
    await saveShot(history, 'import-history-undone');
    await history.getByRole('button', { name: 'Close' }).click();
    await expectRowEmails(page).toEqual(['gone@example.org', 'kept@example.org', 'new1@example.org']);
    await expectLocator(page.getByTestId('subscribers-count')).toHaveText('Showing 3 of 3 subscribers');
    await page.getByText('Named by a teammate').waitFor();
  });

  test('previews a paste of 12 000 rows in parts, counts first, a page of rows at a time', async ({
    owner: { page },
  }) => {
    const many = Array.from({ length: 12_000 }, (_, i) => `reader${i}@example.org`);
    // The last row repeats the first one, which is sent in another part.
    many[11_999] = 'READER0@example.org';
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByTestId('import-dialog');
    // A paste, as the clipboard gives it: in one piece, not typed in.
    await dialog.getByTestId('import-text').evaluate((textarea, text) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setValue.call(textarea, text);
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    }, many.join('\n'));
    await dialog.getByTestId('import-agree').check();
    await expectLocator(dialog.getByTestId('import-submit')).toHaveText('Preview 12,000');
    await dialog.getByTestId('import-submit').click();
    // Checked part by part, saying how many rows so far.
    const counts = dialog.getByTestId('import-verdict-counts');
    await untilDone(dialog, counts);
    await expectLocator(counts.getByTestId('verdict-new')).toHaveText('New11,999');
    await expectLocator(counts.getByTestId('verdict-duplicate')).toHaveText('Duplicate in this list1');
    // Only the rows in view (and a few more) are in the page.
    expect(await dialog.getByTestId('import-preview-row').count()).toBeLessThan(60);
    await counts.getByText('Duplicate in this list').click();
    await expectLocator(dialog.getByTestId('import-preview-row')).toHaveText(
      '12,000READER0@example.orgDuplicate in this listSame address as row 1',
    );
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectLocator(page.getByTestId('subscribers-count')).toHaveText('Showing 3 of 3 subscribers');
  });

  test('a viewer reads the history and cannot undo', async ({ viewer: { page } }) => {
    await openTab(page, 'subscribers');
    await page.getByTestId('import-history-open').click();
    const history = page.getByTestId('import-history-dialog');
    await expectLocator(history.getByTestId('import-entry-undone')).toHaveCount(1);
    await expectLocator(history.getByTestId('import-entry')).toHaveCount(2);
    await expectLocator(history.getByTestId('import-undo')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveShot(page, 'import-history-phone');
    await history.getByRole('button', { name: 'Close' }).click();
    await saveShot(page.getByTestId('tab-subscribers').locator('.toolbar'), 'subscribers-toolbar-phone');
    await page.setViewportSize({ width: 1280, height: 860 });
  });
});
