import { describe, expect, it } from 'vitest';
import { emailKey } from '@listkeep/common';
import type { SubscriberDoc } from '../docs';
import { addressVerdict, rowVerdicts } from './import-verdicts';
import { newSubscriberDoc, subscribe, unsubscribe } from '../subscribers/subscribers';

/** A subscriber on `on`, who left `left` (joined them first). */
function subscriber(email: string, on: string[], left: string[] = []): SubscriberDoc {
  const doc = newSubscriberDoc('team', email, {}, 1000);
  for (const listID of [...on, ...left]) subscribe(doc, listID, 1000, 'dashboard');
  for (const listID of left) unsubscribe(doc, listID, 2000);
  return doc;
}

describe('addressVerdict', () => {
  const lists = ['L1', 'L2'];

  it('an address without a subscriber is new and joins every chosen list', () => {
    expect(addressVerdict({ found: undefined, listIDs: lists })).toEqual({
      verdict: 'new',
      joins: ['L1', 'L2'],
      keptOutOf: [],
    });
  });

  it('a subscriber on every chosen list is already on the list', () => {
    expect(addressVerdict({ found: subscriber('a@x.org', ['L1', 'L2', 'L3']), listIDs: lists })).toEqual({
      verdict: 'on-list',
      joins: [],
      keptOutOf: [],
    });
  });

  it('a subscriber missing a chosen list will be added to it', () => {
    expect(addressVerdict({ found: subscriber('a@x.org', ['L1']), listIDs: lists })).toEqual({
      verdict: 'added',
      joins: ['L2'],
      keptOutOf: [],
    });
  });

  it('a subscriber who left a chosen list is kept out of it, and still joins the others', () => {
    expect(addressVerdict({ found: subscriber('a@x.org', [], ['L1']), listIDs: lists })).toEqual({
      verdict: 'added',
      joins: ['L2'],
      keptOutOf: ['L1'],
    });
    expect(addressVerdict({ found: subscriber('a@x.org', ['L2'], ['L1']), listIDs: lists })).toEqual({
      verdict: 'opted-out',
      joins: [],
      keptOutOf: ['L1'],
    });
  });

  it('an address suppressed on a chosen list is kept out of it, with or without a subscriber', () => {
    // Deleted after opting out of L1: no subscriber, only the suppression entry.
    expect(addressVerdict({ found: undefined, listIDs: lists, suppressed: new Set(['L1']) })).toEqual({
      verdict: 'new',
      joins: ['L2'],
      keptOutOf: ['L1'],
    });
    expect(addressVerdict({ found: undefined, listIDs: lists, suppressed: new Set(['L1', 'L2']) })).toEqual({
      verdict: 'opted-out',
      joins: [],
      keptOutOf: ['L1', 'L2'],
    });
    // A subscriber that was never on L2 but whose address is suppressed there (deleted, then imported onto L1).
    expect(
      addressVerdict({ found: subscriber('a@x.org', ['L1']), listIDs: lists, suppressed: new Set(['L2']) }),
    ).toEqual({ verdict: 'opted-out', joins: [], keptOutOf: ['L2'] });
  });
});

describe('rowVerdicts', () => {
  it('gives each row its verdict in order: invalid with the reason, repeats, and the address verdicts', () => {
    const found = new Map([
      [emailKey('here@x.org'), subscriber('here@x.org', ['L1'])],
      [emailKey('gone@x.org'), subscriber('gone@x.org', [], ['L1'])],
      [emailKey('other@x.org'), subscriber('other@x.org', ['L9'])],
    ]);
    const rows = ['new@x.org', 'HERE@x.org', 'gone@x.org', 'other@x.org', 'nope', '<>', 'New@X.org', 'Ann <new@x.org>'];
    expect(rowVerdicts(rows, ['L1'], (key) => ({ found: found.get(key) }))).toEqual([
      { verdict: 'new', joins: ['L1'] },
      { verdict: 'on-list' },
      { verdict: 'opted-out', keptOutOf: ['L1'] },
      { verdict: 'added', joins: ['L1'] },
      { verdict: 'invalid', reason: 'Has no @.' },
      { verdict: 'invalid', reason: 'No address.' },
      { verdict: 'duplicate', first: 0 },
      { verdict: 'invalid', reason: 'Has a space in it.' },
    ]);
  });

  it('keeps a row out of the lists its address is suppressed on, whatever its case', () => {
    const suppressed = new Map([[emailKey('left@x.org'), new Set(['L1'])]]);
    const state = (key: string) => ({ found: undefined, suppressed: suppressed.get(key) });
    expect(rowVerdicts(['Left@X.org', 'new@x.org'], ['L1'], state)).toEqual([
      { verdict: 'opted-out', keptOutOf: ['L1'] },
      { verdict: 'new', joins: ['L1'] },
    ]);
  });
});
