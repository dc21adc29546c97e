import { describe, expect, it } from 'vitest';
import { FieldValue } from './port';
import { applySet, assertStorable, canonicalJson, documentJson, freshDocJson } from './values';

describe('canonicalJson', () => {
  it('writes equal maps as equal text, whatever order their keys were given in', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 'x', { z: 1, y: null }], c: true } })).toBe(
      '{"a":{"c":true,"d":[1,"x",{"y":null,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ a: { c: true, d: [1, 'x', { y: null, z: 1 }] }, b: 1 })).toBe(
      canonicalJson({ b: 1, a: { d: [1, 'x', { z: 1, y: null }], c: true } }),
    );
  });

  it('keeps the order of text stored before: number-like keys first, in numeric order', () => {
    // As a map rebuilt in sorted order is written by JSON.stringify, which put stored maps in this order.
    expect(canonicalJson({ b: 3, '10': 1, '2': 2, a: { x: 'é\u2028"', '1': 1, '0': 0 } })).toBe(
      '{"2":2,"10":1,"a":{"0":0,"1":1,"x":"é\u2028\\""},"b":3}',
    );
  });

  it('writes plain values as JSON does', () => {
    for (const value of ['text', 5, -0, 1e21, 1.5e-7, true, null, [], {}, [[]]]) {
      expect(canonicalJson(value)).toBe(JSON.stringify(value));
    }
  });
});

describe('documentJson', () => {
  it('keeps the fields of a document in their order and writes each value as canonicalJson does', () => {
    const doc = { teamID: 't1', meta: { l1: { source: 'import', at: 5 } }, tags: [{ b: 1, a: 2 }], n: 1 };
    expect(documentJson(doc)).toBe(
      '{"teamID":"t1","meta":{"l1":{"at":5,"source":"import"}},"tags":[{"a":2,"b":1}],"n":1}',
    );
  });

  it('does not change the document it is given', () => {
    const doc = { b: { d: 1, c: 2 }, a: [{ z: 1, y: 2 }] };
    documentJson(doc);
    expect(Object.keys(doc)).toEqual(['b', 'a']);
    expect(Object.keys(doc.b)).toEqual(['d', 'c']);
    expect(Object.keys(doc.a[0])).toEqual(['z', 'y']);
  });
});

describe('freshDocJson', () => {
  it('is the stored text of set without merge: transforms resolved against nothing, deleted fields left out', () => {
    const data = {
      total: FieldValue.increment(3),
      lists: { left: FieldValue.arrayRemove('b'), joined: FieldValue.arrayUnion('a', 'a', { y: 1, x: 2 }) },
      tags: ['one'],
      name: 'Ann',
    };
    expect(freshDocJson(data)).toBe(documentJson(applySet(undefined, data, false)));
    expect(freshDocJson(data)).toBe(
      '{"total":3,"lists":{"joined":["a",{"x":2,"y":1}],"left":[]},"tags":["one"],"name":"Ann"}',
    );
    expect(freshDocJson({ kept: 1, gone: FieldValue.delete(), also: 2 })).toBe('{"kept":1,"also":2}');
  });
});

describe('assertStorable', () => {
  it('passes plain JSON values and names the first value it refuses, with its place', () => {
    expect(() => assertStorable({ a: { b: [1, 'x', { c: null }] }, d: true }, 'data', 'none')).not.toThrow();
    expect(() => assertStorable({ a: { b: [1, Number.NaN] } }, 'data', 'none')).toThrow(
      'data.a.b[1]: numbers must be finite',
    );
    expect(() => assertStorable({ a: [[1]] }, 'data', 'none')).toThrow('data.a[0]: arrays cannot contain arrays');
    expect(() => assertStorable({ a: { '': 1 } }, 'data', 'none')).toThrow('data.a: empty field name');
    expect(() => assertStorable({ at: new Date(0) }, 'data', 'none')).toThrow(/data\.at: unsupported value/);
    expect(() => assertStorable({ n: FieldValue.increment(1) }, 'data', 'none')).toThrow(
      'data.n: a FieldValue transform is not allowed here',
    );
    expect(() => assertStorable({ n: FieldValue.delete() }, 'data', 'no-delete')).toThrow(
      /data\.n: FieldValue\.delete\(\) is only allowed/,
    );
    expect(() => assertStorable({ n: FieldValue.delete(), m: FieldValue.increment(2) }, 'data', 'any')).not.toThrow();
  });
});
