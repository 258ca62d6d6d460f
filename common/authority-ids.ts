/**
 * Authority identifiers staff record for publishers (Wikidata, Getty ULAN, ISNI) and holders
 * (Wikidata, ISIL): what each looks like, how typed or pasted input is normalised to the form
 * stored, and the URI each names. The dashboard's forms and the server check input with the same
 * functions, so the form refuses exactly what the server would.
 */

/** The fields of the publisher and holder records (and of their API bodies) that hold them. */
export type AuthorityField = 'wikidata' | 'ulan' | 'isni' | 'isil';

/** The ids each kind of record takes. */
export const publisherAuthorityFields = ['wikidata', 'ulan', 'isni'] as const satisfies AuthorityField[];
export const holderAuthorityFields = ['wikidata', 'isil'] as const satisfies AuthorityField[];

/** The longest input a field takes (an id pasted as its full URL included). */
export const AUTHORITY_INPUT_MAX_LENGTH = 100;

/** The translation key of the message refusing a field's value, also the server's 400 message. */
export const invalidAuthorityMessage = {
  wikidata: 'invalid_wikidata',
  ulan: 'invalid_ulan',
  isni: 'invalid_isni',
  isil: 'invalid_isil',
} as const satisfies Record<AuthorityField, string>;

/**
 * A Wikidata item: `Q` and its number ("Q1056526"). A lower-case `q` and the item's address
 * (`https://www.wikidata.org/wiki/Q…` or `/entity/Q…`) are taken too.
 */
export function normaliseWikidata(text: string): string | null {
  const match = /^(?:https?:\/\/(?:www\.|m\.)?wikidata\.org\/(?:wiki|entity)\/)?[Qq]([1-9]\d{0,11})$/.exec(
    text.trim(),
  );
  return match ? `Q${match[1]}` : null;
}

/**
 * A Getty Union List of Artist Names id: nine digits starting with 500 ("500115588"); its
 * address at vocab.getty.edu is taken too.
 */
export function normaliseUlan(text: string): string | null {
  const match = /^(?:https?:\/\/vocab\.getty\.edu\/(?:page\/)?ulan\/)?(500\d{6})$/.exec(text.trim());
  return match?.[1] ?? null;
}

/**
 * The check character of an ISNI's first 15 digits (ISO 27729), by ISO/IEC 7064 MOD 11-2:
 * a digit, or X for ten.
 */
export function isniCheckCharacter(digits: string): string {
  let total = 0;
  for (const digit of digits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/**
 * An International Standard Name Identifier: 16 characters, 15 digits and a check character
 * (a digit or X) that must be right. Stored without spaces ("0000000121032683"); the usual
 * groups of four ("0000 0001 2103 2683"), a lower-case x, an `ISNI` prefix and the isni.org
 * address are taken on input.
 */
export function normaliseIsni(text: string): string | null {
  const compact = text
    .trim()
    .replace(/^(?:https?:\/\/(?:www\.)?isni\.org\/isni\/|isni:?)/i, '')
    .replace(/\s+/g, '')
    .toUpperCase();
  if (!/^\d{15}[\dX]$/.test(compact)) return null;
  return isniCheckCharacter(compact.slice(0, 15)) === compact[15] ? compact : null;
}

/**
 * An International Standard Identifier for Libraries and Related Organizations (ISO 15511): a
 * prefix of one to four letters or digits (a country code such as `IT` or `DE`, or another
 * agency's), a hyphen and the institution's id, 16 characters at most from A-Z, a-z, 0-9, `-`,
 * `/` and `:` ("IT-FI0098", "DE-1a"). Stored as written (ISILs keep their letter case).
 */
export function normaliseIsil(text: string): string | null {
  const isil = text.trim();
  return isil.length <= 16 && /^[A-Za-z0-9]{1,4}-[A-Za-z0-9/:-]+$/.test(isil) ? isil : null;
}

export const normaliseAuthorityId: Record<AuthorityField, (text: string) => string | null> = {
  wikidata: normaliseWikidata,
  ulan: normaliseUlan,
  isni: normaliseIsni,
  isil: normaliseIsil,
};

/**
 * The URI of a stored id, as `sameAs` gives it; null for ISIL, which has no resolvable URI (the
 * JSON-LD gives it as an identifier instead).
 */
export function authorityUri(field: AuthorityField, id: string): string | null {
  switch (field) {
    case 'wikidata':
      return `https://www.wikidata.org/entity/${id}`;
    case 'ulan':
      return `http://vocab.getty.edu/ulan/${id}`;
    case 'isni':
      return `https://isni.org/isni/${id}`;
    case 'isil':
      return null;
  }
}
