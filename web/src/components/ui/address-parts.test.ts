import { describe, expect, it } from 'vitest';
import { addressParts, splitAddresses } from './address-parts';

const ADDRESS = 'anne-marie.long-hyphenated-name@some-long-domain.example';

const texts = (address: string) => addressParts(address).map((p) => ('text' in p ? p.text : '|'));

describe('addressParts', () => {
  it('keeps each hyphen with the character after it, and offers breaks after the @ and before dots', () => {
    expect(texts(ADDRESS)).toEqual([
      'anne',
      '-m',
      'arie',
      '|',
      '.long',
      '-h',
      'yphenated',
      '-n',
      'ame@',
      '|',
      'some',
      '-l',
      'ong',
      '-d',
      'omain',
      '|',
      '.example',
    ]);
    expect(addressParts('a-b@x.org').filter((p) => 'text' in p && p.keep)).toEqual([{ text: '-b', keep: true }]);
  });

  it('gives back the address itself when joined, whatever its hyphens', () => {
    for (const address of [ADDRESS, 'a--b@x.org', 'trailing-@x.org', '-lead@x.org', 'a-.b@x.org', 'plain@x.org', '']) {
      expect(
        texts(address)
          .filter((t) => t !== '|')
          .join(''),
      ).toBe(address);
    }
  });

  it('offers no break right after a hyphen', () => {
    expect(texts('a-.b@x.org')).toEqual(['a', '-.', 'b@', '|', 'x', '|', '.org']);
  });
});

describe('splitAddresses', () => {
  it('finds the addresses in a sentence, leaving its full stop outside', () => {
    expect(splitAddresses(`Verification email sent to ${ADDRESS}.`)).toEqual([
      'Verification email sent to ',
      ADDRESS,
      '.',
    ]);
    expect(splitAddresses('Write to a@x.org or b-c@y.org, please')).toEqual([
      'Write to ',
      'a@x.org',
      ' or ',
      'b-c@y.org',
      ', please',
    ]);
  });

  it('leaves text without an address whole', () => {
    expect(splitAddresses('Email logged.')).toEqual(['Email logged.']);
  });
});
