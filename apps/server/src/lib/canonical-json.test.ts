import { describe, expect, it } from 'vitest';
import { canonicalJson, sha256Hex } from './canonical-json.ts';

describe('canonical JSON', () => {
  it('writes the same value one way whatever the order of its keys', () => {
    const one = canonicalJson({ b: 1, a: { d: [1, 'x'], c: null } });
    const other = canonicalJson({ a: { c: null, d: [1, 'x'] }, b: 1 });
    expect(one).toBe('{"a":{"c":null,"d":[1,"x"]},"b":1}');
    expect(other).toBe(one);
    expect(sha256Hex(one)).toBe(sha256Hex(other));
  });

  it('hashes text and bytes as SHA-256 hex', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex(Buffer.from('abc'))).toBe(sha256Hex('abc'));
  });

  it('refuses what JSON cannot say', () => {
    expect(() => canonicalJson(undefined)).toThrow('This value has no JSON form');
  });
});
