import { describe, expect, it } from 'vitest';
import {
  CONSENT_KIND_LABELS,
  CONSENT_KINDS,
  CONSENT_SOURCES,
  consentKind,
  consentSourceText,
  dashboardNoteConsent,
  importedOptOutConsent,
  listSourceConsent,
  listSourceName,
} from './consent-sources';

describe('consentSourceText', () => {
  it('words every source the product records, each differently', () => {
    const texts = Object.values(CONSENT_SOURCES).map(consentSourceText);
    for (const [i, source] of Object.values(CONSENT_SOURCES).entries()) expect(texts[i]).not.toBe(source);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('shows an old record’s bare sender source as written', () => {
    expect(consentSourceText('Signed up at the fair')).toBe('Signed up at the fair');
    expect(consentSourceText('constructor')).toBe('constructor');
  });
});

describe('a sign-up through one of the list’s sources', () => {
  it('is recorded as the subscribe page and the source’s name, and read back so', () => {
    const source = listSourceConsent('Spring fair: flyer');
    expect(source).toBe('subscribe page: Spring fair: flyer');
    expect(listSourceName(source)).toBe('Spring fair: flyer');
    expect(consentSourceText(source)).toBe('On the public subscribe page, through “Spring fair: flyer”');
  });

  it('is not read into other sources', () => {
    for (const other of [...Object.values(CONSENT_SOURCES), 'Signed up at the fair', 'subscribe pages: x']) {
      expect(listSourceName(other)).toBeNull();
    }
  });
});

describe('a note the team gave for a subscriber it added', () => {
  it('is recorded under the dashboard and read back as the team’s, with the note', () => {
    const source = dashboardNoteConsent('met at the fair');
    expect(source).toBe('dashboard: met at the fair');
    expect(consentSourceText(source)).toBe('By the team in the dashboard, noted “met at the fair”');
    expect(consentKind(source)).toBe('team');
  });

  it('never passes for the recipient’s own action, whatever it says', () => {
    for (const note of ['subscribe page', 'manage page', 'one-click unsubscribe', 'subscribe page: Flyer']) {
      const source = dashboardNoteConsent(note);
      expect(consentKind(source)).toBe('team');
      expect(consentSourceText(source)).toBe(`By the team in the dashboard, noted “${note}”`);
      expect(listSourceName(source)).toBeNull();
    }
  });
});

describe('consentKind', () => {
  it('gives every source the product records its kind', () => {
    const kinds = Object.fromEntries(
      Object.entries(CONSENT_SOURCES).map(([key, source]) => [key, consentKind(source)]),
    );
    expect(kinds).toEqual({
      subscribePage: 'recipient',
      managePage: 'recipient',
      oneClick: 'recipient',
      teamLink: 'team',
      dashboard: 'team',
      addressChange: 'team',
      deletedBySender: 'team',
      import: 'import',
      listDeleted: 'team',
      importUndone: 'import',
      api: 'team',
    });
  });

  it('reads the sources made by a function', () => {
    expect(consentKind(listSourceConsent('Spring fair: flyer'))).toBe('recipient');
    expect(consentKind(importedOptOutConsent('unsubscribed', 'Mailchimp'))).toBe('import');
  });

  it('takes a source it does not know for the team’s: only the team could have written it', () => {
    for (const old of ['Signed up at the fair', 'constructor', 'subscribe pages', '']) {
      expect(consentKind(old)).toBe('team');
    }
  });

  it('labels every kind', () => {
    expect(CONSENT_KINDS.map((kind) => CONSENT_KIND_LABELS[kind])).toEqual(['Recipient', 'Team', 'Import']);
  });
});
