import {
  CUSTOM_FOOTER_MESSAGES,
  MAX,
  UNSUBSCRIBE_LINK_MESSAGES,
  featureNotOnPlanMessage,
  type Tier,
} from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { call, errorOf, ok } from './support/client';
import { UNKNOWN, actor, owner, type Owner, type Session } from './support/fixtures';
import { setTier } from './support/store';
import { dashboard } from './support/team-reads';

const FOOTER = '<p>From {{org_name}}: <a href="{{unsubscribe_url}}">Leave {{list_name}}</a></p>';

const saveFooter = (team: Owner, customFooterHtml: string, as: Session = team, id = team.listID) =>
  call('updateNewsletterFooter', { id, customFooterHtml }, { as });

async function savedFooter(team: Owner, id = team.listID): Promise<string> {
  const list = (await dashboard(team)).newsletters.find((n) => n.id === id);
  return list!.customFooterHtml;
}

describe('PUT /newsletters/:id/footer', () => {
  it.each(['core', 'group', 'scale'] as Tier[])(
    'saves a footer on the %s plan and the list answers it',
    async (tier) => {
      const team = await owner(tier);
      const res = await saveFooter(team, FOOTER);
      expect(res.status).toBe(200);
      expect(ok(res).customFooterHtml).toBe(FOOTER);
      expect(await savedFooter(team)).toBe(FOOTER);
    },
  );

  it('answers 402 on the free plan, naming the plan that has custom footers, and stores nothing', async () => {
    const team = await owner();
    const res = await saveFooter(team, FOOTER);
    expect(res.status).toBe(402);
    expect(errorOf(res).code).toBe('tier-limit');
    expect(errorOf(res).message).toBe(featureNotOnPlanMessage('customFooter', 'starter'));
    expect(errorOf(res).message).toContain('Custom HTML footers come with the Core plan and up');
    expect(await savedFooter(team)).toBe('');
  });

  it('stores the sanitised template: scripts, handlers and javascript: addresses are gone', async () => {
    const team = await owner('core');
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> ' +
      '<a href="{{unsubscribe_url}}" onmouseover="x()">Unsubscribe</a><iframe src="https://evil.example"></iframe></p>';
    const stored = ok(await saveFooter(team, dirty)).customFooterHtml;
    expect(stored).toBe('<p>Hi <a>x</a> <a href="{{unsubscribe_url}}">Unsubscribe</a></p>');
    expect(await savedFooter(team)).toBe(stored);
  });

  it('leaves no marker where a script is never closed: the rest of the template goes with it', async () => {
    const team = await owner('core');
    const stored = ok(await saveFooter(team, `${FOOTER}<p>Bye<script>alert(1)</p><p>After</p>`)).customFooterHtml;
    expect(stored).toBe(`${FOOTER}<p>Bye</p>`);
    expect(await savedFooter(team)).toBe(stored);
  });

  it('refuses a footer without an unsubscribe link with 400 on the field, and keeps the saved one', async () => {
    const team = await owner('core');
    ok(await saveFooter(team, FOOTER));
    for (const html of [
      '<p>No way out</p>',
      '<a href="{{unsubscribe_url}}">   </a>',
      '<a href="https://example.org/unsubscribe">Unsubscribe</a>',
      '<a href="{{unsubscribe_url}}" onclick="x()"></a><script>document.write("Unsubscribe")</script>',
    ]) {
      const res = await saveFooter(team, html);
      expect(res.status, html).toBe(400);
      expect(errorOf(res).fields, html).toEqual([
        { path: 'customFooterHtml', message: CUSTOM_FOOTER_MESSAGES.unsubscribeRequired },
      ]);
    }
    const unknown = await saveFooter(team, `${FOOTER} {{first_name}}`);
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).fields?.[0]?.message).toContain('{{first_name}} is not a placeholder');
    const long = await saveFooter(team, `${FOOTER}${'x'.repeat(MAX.customFooterHtml)}`);
    expect(long.status).toBe(400);
    expect(errorOf(long).fields?.[0]?.path).toBe('customFooterHtml');
    expect(await savedFooter(team)).toBe(FOOTER);
  });

  it('refuses a footer whose unsubscribe link cannot be read with 400 saying why, and keeps the saved one', async () => {
    const team = await owner('core');
    ok(await saveFooter(team, FOOTER));
    const hidden = (style: string, text = 'Unsubscribe') =>
      `<p>News</p><a href="{{unsubscribe_url}}" style="${style}">${text}</a>`;
    const cases = [
      [hidden('font-size:0.0001px'), UNSUBSCRIBE_LINK_MESSAGES.tooSmall(0.0001)],
      [hidden('color:#ffffff'), UNSUBSCRIBE_LINK_MESSAGES.lowContrast('#ffffff', '#ffffff', 1)],
      [hidden('', '\u200b\u200b\u200b'), UNSUBSCRIBE_LINK_MESSAGES.noVisibleText],
      [hidden('display:none'), UNSUBSCRIBE_LINK_MESSAGES.hidden('display: none')],
      [hidden('opacity:0.1'), UNSUBSCRIBE_LINK_MESSAGES.faint(0.1)],
    ] as const;
    for (const [html, message] of cases) {
      const res = await saveFooter(team, html);
      expect(res.status, html).toBe(400);
      expect(errorOf(res).fields, html).toEqual([{ path: 'customFooterHtml', message }]);
    }
    expect(errorOf(await saveFooter(team, cases[0][0])).message).toMatch(
      /^The unsubscribe link is too small to read \(0\.0001px\)/,
    );
    expect(await savedFooter(team)).toBe(FOOTER);
  });

  it('removes the footer when saved empty', async () => {
    const team = await owner('group');
    ok(await saveFooter(team, FOOTER));
    expect(ok(await saveFooter(team, '  ')).customFooterHtml).toBe('');
    expect(await savedFooter(team)).toBe('');
  });

  it('lets owners, admins and editors save; a viewer gets 401 and changes nothing', async () => {
    const team = await owner('group');
    for (const who of ['owner', 'admin', 'editor'] as const) {
      const html = FOOTER.replace('From', `From ${who} at`);
      expect((await saveFooter(team, html, await actor(team, who))).status, who).toBe(200);
      expect(await savedFooter(team)).toBe(html);
    }
    const before = await savedFooter(team);
    const refused = await saveFooter(team, '<a href="{{unsubscribe_url}}">Viewer</a>', await actor(team, 'viewer'));
    expect(refused.status).toBe(401);
    expect(errorOf(refused).code).toBe('permission-denied');
    expect(await savedFooter(team)).toBe(before);
  });

  it("answers another team's list like a missing one, and changes nothing", async () => {
    const team = await owner('core');
    const other = await owner('core');
    const foreign = await saveFooter(team, FOOTER, team, other.listID);
    const missing = await saveFooter(team, FOOTER, team, UNKNOWN.list);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(errorOf(foreign).message).toBe('Newsletter was not found.');
    const stranger = await saveFooter(team, FOOTER, await actor(team, 'non-member'));
    expect(stranger.status).toBe(404);
    expect(await savedFooter(other)).toBe('');
    expect(await savedFooter(team)).toBe('');
  });

  it('keeps the footer of a team whose plan lapsed, and refuses to change or clear it', async () => {
    const team = await owner('core');
    ok(await saveFooter(team, FOOTER));
    await setTier(team.teamID, 'starter');

    expect(await savedFooter(team)).toBe(FOOTER);
    const refused = await saveFooter(team, '<a href="{{unsubscribe_url}}">Other</a>');
    expect(refused.status).toBe(402);
    const cleared = await saveFooter(team, '');
    expect(cleared.status).toBe(402);
    expect(await savedFooter(team)).toBe(FOOTER);
  });
});
