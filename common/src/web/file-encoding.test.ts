import { describe, expect, it } from 'vitest';
import { decodeBytes, detectEncoding, unreadableMessage } from './file-encoding';

const NAME = 'Zoë Müller';
const utf8 = (text: string) => new TextEncoder().encode(text);
/** Windows-1252 bytes of text in Latin-1 (every character below U+0100). */
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const utf16le = (text: string) => Uint8Array.from(Buffer.from(text, 'utf16le'));
const utf16be = (text: string) => utf16le(text).map((_, i, bytes) => bytes[i ^ 1]);
const withBom = (bom: number[], bytes: Uint8Array) => Uint8Array.from([...bom, ...bytes]);

describe('a file read by its bytes', () => {
  it('is UTF-8 when its bytes are, with or without a byte order mark, which is left out', () => {
    expect(decodeBytes(utf8(`name\n${NAME}`))).toEqual({ text: `name\n${NAME}`, encoding: 'utf-8', unreadable: 0 });
    expect(decodeBytes(withBom([0xef, 0xbb, 0xbf], utf8(NAME)))).toEqual({
      text: NAME,
      encoding: 'utf-8',
      unreadable: 0,
    });
  });

  it('is UTF-16 little or big endian by its byte order mark', () => {
    expect(decodeBytes(withBom([0xff, 0xfe], utf16le(NAME)))).toMatchObject({ text: NAME, encoding: 'utf-16le' });
    expect(decodeBytes(withBom([0xfe, 0xff], utf16be(NAME)))).toMatchObject({ text: NAME, encoding: 'utf-16be' });
  });

  // Node reads bytes 0x80-0x9F of Windows-1252 as Latin-1 controls, browsers as € ’ and the like:
  // the import journey (e2e/import-from-other-tools.test.ts) reads those in Chromium.
  it('is Windows-1252 when its bytes are not valid UTF-8, which covers ISO-8859-1', () => {
    expect(detectEncoding(latin1(NAME))).toBe('windows-1252');
    expect(decodeBytes(latin1(NAME))).toEqual({ text: NAME, encoding: 'windows-1252', unreadable: 0 });
  });

  it('is read in the encoding the sender picks, counting the characters it cannot read', () => {
    const asUtf8 = decodeBytes(latin1(`${NAME};Café`), 'utf-8');
    expect(asUtf8).toEqual({ text: 'Zo\uFFFD M\uFFFDller;Caf\uFFFD', encoding: 'utf-8', unreadable: 3 });
    expect(unreadableMessage(asUtf8)).toBe('3 characters could not be read as UTF-8: pick another encoding.');
    expect(unreadableMessage({ encoding: 'utf-8', unreadable: 1 })).toBe(
      '1 character could not be read as UTF-8: pick another encoding.',
    );
    // UTF-8 read as Windows-1252 is readable, only wrong: the sender sees the names in the preview.
    expect(decodeBytes(utf8(NAME), 'windows-1252')).toMatchObject({ text: 'ZoÃ« MÃ¼ller', unreadable: 0 });
  });

  it('counts an odd last byte of UTF-16 as unreadable', () => {
    expect(decodeBytes(Uint8Array.from([0xff, 0xfe, 0x41, 0x00, 0x42]))).toMatchObject({
      text: 'A\uFFFD',
      unreadable: 1,
    });
  });
});
