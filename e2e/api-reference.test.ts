/**
 * The API reference a developer reads at /docs/api: reached from the footer,
 * it shows every call of the contract under its group, with its method, path,
 * who may make it, its input fields and its answer, all read from the
 * OpenAPI document the API serves through Hosting.
 */
import { ROUTES, type CallName } from '@listkeep/common';
import { openApiPath } from '@listkeep/common/src/openapi';
import { describe } from 'vitest';
import { paths } from '../web/src/config/paths';
import { url } from './support/browser';
import { expectLocator } from './support/expect-locator';
import { journey as test } from './support/fixtures';

describe('the API reference', () => {
  test('lists every call of the contract with its method, path, access, input and answer', async ({ page }) => {
    await page.goto(url(paths.home));
    await page.getByRole('contentinfo').getByRole('link', { name: 'API' }).click();
    await expectLocator(page.locator('main h1')).toHaveText('API reference');

    for (const name of Object.keys(ROUTES) as CallName[]) {
      const { method, path, auth } = ROUTES[name];
      const call = page.locator(`#call-${name}`);
      await expectLocator(call.locator('.api-method')).toHaveText(method);
      await expectLocator(call.locator('.api-path')).toHaveText(openApiPath(path));
      await expectLocator(call.locator('.api-access')).toHaveText(
        { user: 'Signed in', public: 'Public', optional: 'Signed in or not', key: 'API key' }[auth],
      );
    }

    // A call's input fields and its answer's type, which links to the type's fields.
    const invite = page.locator('#call-inviteTeamUser');
    await expectLocator(invite.getByRole('row', { name: /email/ })).toContainText('required');
    await expectLocator(invite.getByRole('row', { name: /role/ })).toContainText('default "editor"');
    const profile = page.locator('#call-getUserData');
    await profile.getByRole('link', { name: 'Profile' }).click();
    await expectLocator(page.locator('#type-Profile').getByRole('row', { name: /ownTeamID/ })).toContainText(
      'created for the user on demand',
    );

    // Grouped: each call sits under its group's heading.
    const teams = page.getByRole('region', { name: 'Teams' });
    await expectLocator(teams.locator('#call-inviteTeamUser')).toHaveCount(1);
  });
});
