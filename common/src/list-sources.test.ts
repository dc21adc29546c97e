import { describe, expect, it } from 'vitest';
import { MAX } from './limits';
import {
  SOURCE_MESSAGES,
  buildSourceLink,
  sourceIDFrom,
  sourceKey,
  sourceNameProblem,
  sourceNameTaken,
} from './list-sources';

const list = { id: 'List0000000000000000', newsletterName: 'Parish News & Notes', blockSubscribes: false };

describe('buildSourceLink', () => {
  it('is the list’s subscribe page with the source’s id, and no more, so its QR code stays coarse', () => {
    expect(buildSourceLink('https://listkeep.app/', list, 'Src00000000000000000')).toBe(
      'https://listkeep.app/link/sub?newsletterID=List0000000000000000&sourceID=Src00000000000000000',
    );
  });

  it('gives back its id to the page it opens', () => {
    const link = new URL(buildSourceLink('https://listkeep.app', list, 'Src00000000000000000'));
    expect(sourceIDFrom(link.searchParams)).toBe('Src00000000000000000');
  });
});

describe('sourceIDFrom', () => {
  it('leaves out an id no source can have, so the page subscribes without one', () => {
    for (const query of ['', 'sourceID=', 'sourceID=short', 'sourceID=Src0000000000000000%2F', 'sourceID=__proto__']) {
      expect(sourceIDFrom(new URLSearchParams(query)), query).toBeUndefined();
    }
  });
});

describe('source names', () => {
  it('compare trimmed and without case', () => {
    expect(sourceKey('  Spring Flyer ')).toBe(sourceKey('spring flyer'));
    expect(sourceKey('Flyer 1')).not.toBe(sourceKey('Flyer 2'));
  });

  it('are one line', () => {
    expect(sourceNameProblem('Spring fair')).toBeNull();
    expect(sourceNameProblem('Spring\nfair')).toBe(SOURCE_MESSAGES.oneLine);
    expect(sourceNameProblem('Spring\tfair')).toBe(SOURCE_MESSAGES.oneLine);
  });

  it('say which name is taken, and how many a list holds', () => {
    expect(sourceNameTaken('Flyer')).toBe('This list already has a source named “Flyer”.');
    expect(SOURCE_MESSAGES.full).toBe(
      `A list has at most ${MAX.sourcesPerList} sources. Delete one you no longer need first.`,
    );
  });
});
