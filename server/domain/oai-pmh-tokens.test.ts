import { describe, expect, it } from 'vitest';
import {
  decodeResumptionToken,
  encodeResumptionToken,
  type ListState,
  resumptionTokenKey,
} from './oai-pmh-tokens.ts';

const key = resumptionTokenKey('a server secret that is long enough');
const records: ListState = {
  verb: 'ListRecords',
  metadataPrefix: 'oai_dc',
  set: 'publisher:12',
  from: 1_700_000_000,
  until: 1_800_000_000,
  after: [1_750_000_000, 42],
  cursor: 100,
  completeListSize: 250,
};
const sets: ListState = { verb: 'ListSets', after: [1, 7], cursor: 100, completeListSize: 130 };

describe('resumption tokens', () => {
  it('give back the state they were made from', () => {
    expect(decodeResumptionToken(encodeResumptionToken(records, key), key)).toEqual(records);
    expect(decodeResumptionToken(encodeResumptionToken(sets, key), key)).toEqual(sets);
    const bare: ListState = {
      verb: 'ListIdentifiers',
      metadataPrefix: 'oai_dc',
      after: [1_750_000_000, 42],
      cursor: 100,
      completeListSize: 250,
    };
    expect(decodeResumptionToken(encodeResumptionToken(bare, key), key)).toEqual(bare);
  });

  it('are opaque URL-safe text', () => {
    expect(encodeResumptionToken(records, key)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('are refused when malformed', () => {
    for (const token of ['', '.', 'abc', 'abc.', '.abc', 'a.b.c', 'not base64!.x', 'x'.repeat(2000)]) {
      expect(decodeResumptionToken(token, key), token).toBeNull();
    }
  });

  it('are refused when altered, or signed with another key', () => {
    const token = encodeResumptionToken(records, key);
    const [payload, signature] = token.split('.') as [string, string];
    const altered = JSON.parse(Buffer.from(payload, 'base64url').toString());
    altered.cursor = 0;
    const alteredPayload = Buffer.from(JSON.stringify(altered)).toString('base64url');
    expect(decodeResumptionToken(`${alteredPayload}.${signature}`, key)).toBeNull();
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(decodeResumptionToken(`${payload}.${flipped}`, key)).toBeNull();
    expect(decodeResumptionToken(token, resumptionTokenKey('another secret entirely'))).toBeNull();
  });

  it('are refused when well signed but not a state (checked field by field)', () => {
    // Signed with the real key: the shape check alone must refuse them.
    const sign = (value: unknown) => encodeResumptionToken(value as ListState, key);
    const bad: unknown[] = [
      { ...records, verb: 'GetRecord' },
      { ...records, cursor: -1 },
      { ...records, cursor: 1.5 },
      { ...records, completeListSize: '250' },
      { ...records, after: [1] },
      { ...records, after: ['1', 2] },
      { ...records, set: 'no spaces allowed' },
      { ...records, metadataPrefix: 7 },
      { ...records, from: 'yesterday' },
      { ...records, extra: true },
      { ...sets, metadataPrefix: 'oai_dc' },
    ];
    for (const value of bad)
      expect(decodeResumptionToken(sign(value), key), JSON.stringify(value)).toBeNull();
  });
});
