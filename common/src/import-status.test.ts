import { describe, expect, it } from 'vitest';
import { csvAddresses, csvStatusValues, guessCsvMapping, readCsvTable } from './web/csv-import';
import { keptOutText, statusOfFileName, toolOfHeader } from './import-status';

/** Rows as each tool writes its export (column names and status words of their documented layouts). */
const EXPORTS = {
  mailchimpUnsubscribed:
    'Email Address,First Name,Last Name,MEMBER_RATING,OPTIN_TIME,UNSUB_TIME,UNSUB_CAMPAIGN_TITLE\n' +
    'ann@x.org,Ann,Lee,2,2024-01-02 10:00:00,2025-03-04 11:00:00,March news\n',
  mailchimpCleaned:
    'Email Address,First Name,MEMBER_RATING,CLEAN_TIME,CLEAN_CAMPAIGN_TITLE\nbob@x.org,Bob,1,2025-01-01 09:00:00,Jan\n',
  substack:
    'email,active_subscription,expiry,plan,email_disabled,created_at\n' +
    'ann@x.org,false,,free,false,2024-01-01\nbob@x.org,false,,free,true,2024-01-01\n',
  beehiiv:
    'email,status,created_at,subscription_tier,utm_source\nann@x.org,active,2024,free,\nbob@x.org,inactive,2024,free,\ncy@x.org,validating,2024,free,\n',
  kit: 'first_name,email_address,state,created_at\nAnn,ann@x.org,active,2024\nBob,bob@x.org,cancelled,2024\nCy,cy@x.org,bounced,2024\nDi,di@x.org,complained,2024\n',
  listmonk:
    'uuid,email,name,attributes,status,created_at,updated_at\n' +
    '1,ann@x.org,Ann,{},enabled,2024,2024\n2,bob@x.org,Bob,{},blocklisted,2024,2024\n',
  buttondown:
    'email,notes,metadata,tags,referrer_url,creation_date,secondary_id,type\nann@x.org,,{},,,2024,1,regular\nbob@x.org,,{},,,2024,2,unsubscribed\n',
};

const read = (text: string) => {
  const table = readCsvTable(text);
  const mapping = guessCsvMapping(table);
  return { table, mapping, rows: csvAddresses(table, mapping) };
};
const leftOf = (text: string) =>
  Object.fromEntries(read(text).rows.map((row) => [row.email, row.left ?? 'subscribed']));

describe('statuses in other tools’ exports', () => {
  it('reads who left from each tool’s own columns', () => {
    expect(leftOf(EXPORTS.mailchimpUnsubscribed)).toEqual({ 'ann@x.org': 'unsubscribed' });
    expect(leftOf(EXPORTS.mailchimpCleaned)).toEqual({ 'bob@x.org': 'bounced' });
    expect(leftOf(EXPORTS.substack)).toEqual({ 'ann@x.org': 'subscribed', 'bob@x.org': 'unsubscribed' });
    expect(leftOf(EXPORTS.kit)).toEqual({
      'ann@x.org': 'subscribed',
      'bob@x.org': 'unsubscribed',
      'cy@x.org': 'bounced',
      'di@x.org': 'complained',
    });
    expect(leftOf(EXPORTS.listmonk)).toEqual({ 'ann@x.org': 'subscribed', 'bob@x.org': 'unsubscribed' });
    expect(leftOf(EXPORTS.buttondown)).toEqual({ 'ann@x.org': 'subscribed', 'bob@x.org': 'unsubscribed' });
  });

  it('leaves out a row whose status it does not know, and lists the value, until the sender says how to read it', () => {
    const { table, mapping } = read(EXPORTS.beehiiv);
    expect(leftOf(EXPORTS.beehiiv)).toEqual({ 'ann@x.org': 'subscribed', 'bob@x.org': 'unsubscribed' });
    expect(csvStatusValues(table, mapping).find((value) => value.key === 'validating')).toMatchObject({
      rows: 1,
      reading: 'skipped',
      known: false,
    });
    const chosen = csvAddresses(table, mapping, { validating: 'subscribed' });
    expect(chosen.map((row) => row.email)).toEqual(['ann@x.org', 'bob@x.org', 'cy@x.org']);
    expect(csvAddresses(table, mapping, { active: 'unsubscribed' })[0].left).toBe('unsubscribed');
  });

  it('groups a date column’s values as one', () => {
    const { table, mapping } = read(EXPORTS.mailchimpUnsubscribed + 'cy@x.org,Cy,Ng,1,2024,2025-05-05 08:00:00,May\n');
    expect(csvStatusValues(table, mapping)).toEqual([
      { key: 'a date', example: '2025-03-04 11:00:00', rows: 2, reading: 'unsubscribed', known: true },
    ]);
  });

  it('takes no status column from a column of other words or a file without one', () => {
    expect(read('email,type\nann@x.org,Customer\n').mapping.status).toBe(-1);
    expect(read('email,name\nann@x.org,Ann\n').mapping.status).toBe(-1);
    expect(read('ann@x.org,Ann\n').mapping.status).toBe(-1);
  });

  it('names the tool that wrote the file, and says what the preview shows', () => {
    expect(toolOfHeader(readCsvTable(EXPORTS.mailchimpCleaned).header)).toBe('Mailchimp');
    expect(toolOfHeader(readCsvTable(EXPORTS.substack).header)).toBe('Substack');
    expect(toolOfHeader(readCsvTable(EXPORTS.kit).header)).toBe('Kit');
    expect(toolOfHeader(['email', 'status'])).toBeNull();
    expect(toolOfHeader(['Email', 'Street', 'State'])).toBeNull();
    expect(keptOutText('unsubscribed', 'Mailchimp')).toBe('Unsubscribed in Mailchimp: kept out');
    expect(keptOutText('bounced', 'Mailchimp')).toBe('Bounced: kept out');
  });

  it('reads a file without a status column by its name, as tools that export each status apart name them', () => {
    expect(statusOfFileName('unsubscribed_members_export_3f2a.csv')).toBe('unsubscribed');
    expect(statusOfFileName('Sendy bounced.csv')).toBe('bounced');
    expect(statusOfFileName('marked-as-spam.csv')).toBe('complained');
    expect(statusOfFileName('subscribed_members_export_3f2a.csv')).toBeNull();
    expect(statusOfFileName('subscribers-weekly-2026-11-28.csv')).toBeNull();
    const table = readCsvTable('Name,Email\nAnn,ann@x.org\n');
    expect(csvAddresses(table, guessCsvMapping(table), {}, 'bounced')).toEqual([
      { email: 'ann@x.org', name: 'Ann', notes: '', left: 'bounced' },
    ]);
  });
});
