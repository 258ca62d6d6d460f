import { describe, expect, it } from 'vitest';
import {
  authorityUri,
  isniCheckCharacter,
  normaliseIsil,
  normaliseIsni,
  normaliseUlan,
  normaliseWikidata,
} from './authority-ids.ts';

describe('Wikidata ids', () => {
  it.each([
    ['Q1056526', 'Q1056526'],
    ['  q42 ', 'Q42'],
    ['https://www.wikidata.org/wiki/Q1056526', 'Q1056526'],
    ['http://www.wikidata.org/entity/Q42', 'Q42'],
    ['https://m.wikidata.org/wiki/Q7', 'Q7'],
  ])('takes %j as %s', (input, stored) => expect(normaliseWikidata(input)).toBe(stored));

  it.each([
    '',
    'Q',
    'Q0',
    'Q042',
    '42',
    'P31',
    'L123',
    'Q12a',
    'Q 42',
    'Q1234567890123',
    'https://www.wikidata.org/wiki/P31',
    'https://example.org/wiki/Q42',
  ])('refuses %j', (input) => expect(normaliseWikidata(input)).toBeNull());
});

describe('Getty ULAN ids', () => {
  it.each([
    ['500115588', '500115588'],
    [' 500000001 ', '500000001'],
    ['http://vocab.getty.edu/page/ulan/500115588', '500115588'],
    ['http://vocab.getty.edu/ulan/500115588', '500115588'],
  ])('takes %j as %s', (input, stored) => expect(normaliseUlan(input)).toBe(stored));

  it.each(['', '50011558', '5001155880', '400115588', '501115588', '500 115 588', 'ulan500115588'])(
    'refuses %j',
    (input) => expect(normaliseUlan(input)).toBeNull(),
  );
});

describe('ISNIs', () => {
  it('computes the ISO 7064 MOD 11-2 check character, X for ten', () => {
    expect(isniCheckCharacter('000000012103268')).toBe('3');
    // ORCID iDs are ISNIs: the examples of ORCID's documentation.
    expect(isniCheckCharacter('000000021825009')).toBe('7');
    expect(isniCheckCharacter('000000021694233')).toBe('X');
    expect(isniCheckCharacter('000000000000000')).toBe('1');
  });

  it.each([
    ['0000000121032683', '0000000121032683'],
    ['0000 0001 2103 2683', '0000000121032683'],
    ['  0000  0002 1694 233x ', '000000021694233X'],
    ['ISNI 0000 0002 1825 0097', '0000000218250097'],
    ['https://isni.org/isni/0000000121032683', '0000000121032683'],
  ])('takes %j as %s', (input, stored) => expect(normaliseIsni(input)).toBe(stored));

  it.each([
    ['', 'empty'],
    ['0000000121032684', 'a wrong check digit'],
    ['0000000121032682', 'a wrong check digit'],
    ['000000021694233 0', 'a digit where X is due'],
    ['0000000218250097X', '17 characters'],
    ['000000012103268', '15 characters'],
    ['X000000121032683', 'X not last'],
    ['0000-0001-2103-2683', 'hyphens'],
    ['0000 0001 2103 268A', 'a letter other than X'],
  ])('refuses %j (%s)', (input) => expect(normaliseIsni(input)).toBeNull());
});

describe('ISILs', () => {
  it.each([
    ['IT-FI0098', 'IT-FI0098'],
    [' DE-1a ', 'DE-1a'],
    ['US-DLC', 'US-DLC'],
    ['O-Ftnp', 'O-Ftnp'],
    ['ZDB-1-EBM', 'ZDB-1-EBM'],
    ['GB-UkOxU', 'GB-UkOxU'],
    ['DE-Bo133/a:1', 'DE-Bo133/a:1'],
    ['ABCD-1234567890a', 'ABCD-1234567890a'],
  ])('takes %j as %s', (input, stored) => expect(normaliseIsil(input)).toBe(stored));

  it.each([
    ['', 'empty'],
    ['IT', 'no hyphen'],
    ['ITFI0098', 'no hyphen'],
    ['-FI0098', 'no prefix'],
    ['IT-', 'nothing after the prefix'],
    ['ABCDE-1', 'a prefix of five'],
    ['IT-FI 0098', 'a space'],
    ['IT-FI_0098', 'an underscore'],
    ['IT-Firenzè', 'a letter outside A-Z'],
    ['ABCD-1234567890ab', '17 characters'],
  ])('refuses %j (%s)', (input) => expect(normaliseIsil(input)).toBeNull());
});

describe('the URIs sameAs gives', () => {
  it('names Wikidata, ULAN and ISNI records, and no URI for an ISIL', () => {
    expect(authorityUri('wikidata', 'Q42')).toBe('https://www.wikidata.org/entity/Q42');
    expect(authorityUri('ulan', '500115588')).toBe('http://vocab.getty.edu/ulan/500115588');
    expect(authorityUri('isni', '0000000121032683')).toBe('https://isni.org/isni/0000000121032683');
    expect(authorityUri('isil', 'IT-FI0098')).toBeNull();
  });
});
