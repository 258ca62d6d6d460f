import fc from 'fast-check';
import type { Schema } from './contracts.ts';

/**
 * Values derived from the contracts' schemas: valid ones (enum, bounds, a few hand-picked strings
 * that match the contracts' patterns) and nasty ones (wrong types, extremes, control and combining
 * characters, lone surrogates, SQL and tsquery syntax, path traversal, over-long text).
 */

/** JSON text put into a body as it is: numbers JSON.parse makes Infinity, escaped lone surrogates, … */
export class RawJson {
  constructor(readonly text: string) {}
}

const raw = (text: string) => new RawJson(text);

/** A JSON document with RawJson pieces written verbatim. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(
      ([key, member]) => `${JSON.stringify(key)}:${jsonText(member)}`,
    );
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A deep copy that keeps RawJson pieces (structuredClone would make them plain objects). */
export function copyJson<T>(value: T): T {
  if (value instanceof RawJson || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyJson) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    Object.defineProperty(copy, key, {
      value: copyJson(member),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy as T;
}

// ---------------------------------------------------------------------------------------------------
// Schemas

/** The JSON types a schema allows (from `type`, or its enum's values, or its alternatives). */
export function typesOf(schema: Schema): string[] {
  if (schema.type !== undefined) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.enum) return [...new Set(schema.enum.map((value) => (value === null ? 'null' : typeof value)))];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return [...new Set(alternatives.flatMap(typesOf))];
  if (schema.properties) return ['object'];
  return [];
}

const patternCache = new Map<string, RegExp>();
function regExp(pattern: string): RegExp {
  let compiled = patternCache.get(pattern);
  if (!compiled) {
    // As Ajv compiles them (unicodeRegExp).
    compiled = new RegExp(pattern, 'u');
    patternCache.set(pattern, compiled);
  }
  return compiled;
}

const codePoints = (text: string) => [...text].length;

/** Whether a string satisfies the schema's string keywords (pattern, lengths, enum, email). */
export function stringFits(schema: Schema, text: string): boolean {
  if (schema.enum && !schema.enum.includes(text)) return false;
  if (schema.pattern && !regExp(schema.pattern).test(text)) return false;
  if (schema.minLength !== undefined && codePoints(text) < schema.minLength) return false;
  if (schema.maxLength !== undefined && codePoints(text) > schema.maxLength) return false;
  if (schema.format === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return false;
  return true;
}

/** A string schema whose pattern lets through free text (titles, names, keywords). */
export function isFreeText(schema: Schema): boolean {
  return (
    !schema.enum &&
    !schema.format &&
    stringFits({ ...schema, minLength: 0, maxLength: undefined }, 'Alinari & Brogi, Firenze 1873')
  );
}

// ---------------------------------------------------------------------------------------------------
// Valid values

/** Strings that match the contracts' patterns: language prefixes, id lists, keys, ranges, initials, … */
const patternSamples = [
  'EN',
  'DE',
  'IT',
  'fr',
  'ita',
  'A',
  'z',
  '#',
  '1',
  '2',
  '1,2,3',
  '3,1',
  '2147483647',
  '1,2147483647',
  'fuzz.key_1',
  'title_language_en',
  'bytes=0-99',
  'bytes=0-',
  'bytes=-500',
  'bytes=0-0,5-9',
  '',
];

/** Free text as the research portal sees it, then the kind that trips up search and SQL. */
const textSamples = [
  'Alinari',
  'Firenze',
  'Fratelli Alinari, Firenze 1873',
  'Brogi',
  'Sommer & Behles',
  'Catalogo delle fotografie',
  'Roma',
  'Napoli 1870',
  'Venezia',
  'photograph',
  'fuzz@example.org',
];

/** Valid per the usual text pattern, yet full of metacharacters: the handler must cope. */
export const awkwardTexts = [
  ' ',
  '   Alinari   ',
  "'",
  "''",
  "O'Brien",
  "' OR '1'='1",
  "'; drop table catalogues; --",
  '--',
  ';',
  '\\',
  '\\\\',
  "\\'",
  '%',
  '_',
  '%_%',
  '100%',
  'a_b%c\\',
  '&',
  '|',
  '!',
  '!!',
  '(',
  ')',
  '()',
  ':',
  ':*',
  '*',
  '<->',
  '<1>',
  '<-1>',
  'a & b | !c',
  'a:* & (b | c)',
  '& | ! ( ) : * <->',
  "'a' & 'b'",
  'a:A',
  '!(',
  'foo <-> ',
  '$1',
  '$$',
  '{}',
  '[]',
  '"',
  '""',
  '`',
  '\t',
  '\n',
  '\r\n',
  'e\u0301',
  '\u0301',
  'a\u0301\u0308\u0323\u0330\u0345',
  'Z\u0351\u0363\u0364\u0313\u0300\u0315',
  '\u200b',
  '\ufeff',
  '\u202eRTL',
  'ﬁ',
  'ǅ',
  'İ',
  'ß',
  'Σ',
  '\u{1d504}',
  '📷',
  '👩‍👩‍👧',
  '東京',
  'العربية',
  '..',
  '../..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '0',
  '-1',
  '1e309',
];

/** The characters the contracts refuse in text: must be a 400, never reach the database. */
export const controlTexts = ['a\u0000b', '\u0000', '\u0001', 'a\u001fb', '\u007f', '\u0008', 'x\u000bx'];

/** Integers (as query or path text) at and beyond the bounds of the contracts and of int4. */
export const integerTexts = [
  '0',
  '-1',
  '1',
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '9999999999',
  '99999999999999999999999',
  '1e309',
  '-1e309',
  '1e-400',
  'NaN',
  'Infinity',
  '-Infinity',
  '1.5',
  '1.0',
  '1e3',
  '0x10',
  '0b1',
  '+1',
  '-0',
  '00001',
  '1_000',
  '１',
  'abc',
  '1,2',
  'true',
  'null',
];

export const booleanTexts = ['true', 'false', 'TRUE', 'True', '1', '0', 'yes', 'maybe', 'null', 'true,false'];

/**
 * Percent-encoded forms put into URLs as they are: NUL, control characters, malformed escapes,
 * a lone surrogate and an overlong form in UTF-8, path traversal.
 */
export const rawUrlTexts = [
  '',
  '%00',
  'a%00b',
  '%01',
  '%1F',
  '%7F',
  '%',
  '%zz',
  'a%2',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%C0%AF',
  '%C0%80',
  '%FF%FE',
  '%F4%90%80%80',
  '..%2F..%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2f',
  '%252e%252e%252f',
  '+',
  '%20',
  'e%CC%81%CC%88%CC%A3',
  '%E2%80%AE',
  '%EF%BB%BF1',
];

/** A URL component from text: percent-encoded (lone surrogates become an invalid UTF-8 escape). */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((character) => {
        try {
          return encodeURIComponent(character);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

/** The first valid strings of a schema (deterministic), best examples first. */
export function validStrings(schema: Schema): string[] {
  const candidates = [
    ...(schema.enum?.filter((value): value is string => typeof value === 'string') ?? []),
    ...(typeof schema.default === 'string' ? [schema.default] : []),
    ...(schema.format === 'email' ? ['fuzz@example.org', 'a.b+c@example.com'] : []),
    ...textSamples,
    ...patternSamples,
  ];
  const fitting = [...new Set(candidates)].filter((text) => stringFits(schema, text));
  if (fitting.length === 0 && schema.minLength !== undefined) {
    const long = 'x'.repeat(schema.minLength);
    if (stringFits(schema, long)) fitting.push(long);
  }
  return fitting;
}

/** An example value of a schema: every property, one item per array, the first enum value. */
export function exampleValue(schema: Schema, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.[0]) return exampleValue(alternatives[0], depth);
  const types = typesOf(schema).filter((type) => type !== 'null');
  switch (types[0]) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const optional = !schema.required?.includes(name);
        // Recursive schemas (a query node's `where`) stop after two levels.
        if (depth >= 2 && optional && typesOf(property).includes('array')) continue;
        // An optional id of something else (a cover image, a supplement) is left empty: an id that
        // happens to be wrong would stop every other field at the handler's first check.
        const types = typesOf(property);
        value[name] =
          optional && types.includes('null') && types.includes('integer')
            ? null
            : exampleValue(property, depth + 1);
      }
      if (Object.keys(value).length === 0 && typeof schema.additionalProperties === 'object') {
        value.EN = exampleValue(schema.additionalProperties, depth + 1);
      }
      return value;
    }
    case 'array':
      return schema.items && (schema.minItems ?? 0) <= 1 && depth < 4
        ? [exampleValue(schema.items, depth + 1)]
        : [];
    case 'string':
      return validStrings(schema)[0] ?? '';
    case 'integer':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'number':
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 0, 0));
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Valid values of a schema as a fast-check arbitrary; recursion ends after `maxDepth` levels. */
export function validValue(schema: Schema, depth = 0, maxDepth = 3): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return fc.oneof(...alternatives.map((alternative) => validValue(alternative, depth, maxDepth)));
  const types = typesOf(schema);
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validValue({ ...schema, type }, depth, maxDepth)));
  }
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = schema.minimum ?? -(2 ** 31);
      const max = schema.maximum ?? 2 ** 31 - 1;
      return fc.oneof(
        { arbitrary: fc.integer({ min, max: Math.min(max, min + 30) }), weight: 4 },
        { arbitrary: fc.constantFrom(min, max), weight: 1 },
        { arbitrary: fc.integer({ min, max }), weight: 1 },
      );
    }
    case 'number': {
      const min = schema.minimum ?? -1e9;
      const max = schema.maximum ?? 1e9;
      return fc.oneof(
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(min, max, 0),
      );
    }
    case 'string':
      return validString(schema);
    case 'array': {
      const items = schema.items ?? {};
      const minLength = schema.minItems ?? 0;
      if (depth >= maxDepth)
        return minLength === 0
          ? fc.constant([])
          : fc.array(validValue(items, depth + 1, maxDepth), { minLength, maxLength: minLength });
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      const item = validValue(items, depth + 1, maxDepth);
      return schema.uniqueItems
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
        : fc.array(item, { minLength, maxLength });
    }
    case 'object':
      return validObject(schema, depth, maxDepth);
    default:
      return fc.constant('x');
  }
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const samples = validStrings(schema);
  const options: fc.Arbitrary<string>[] = [];
  if (samples.length > 0) options.push(fc.constantFrom(...samples));
  if (isFreeText(schema)) {
    const fitting = awkwardTexts.filter((text) => stringFits(schema, text));
    if (fitting.length > 0) options.push(fc.constantFrom(...fitting));
    const maxLength = Math.min(schema.maxLength ?? 40, 40);
    options.push(
      fc
        .string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength })
        .filter((text) => stringFits(schema, text)),
    );
  } else if (schema.pattern) {
    try {
      const generated = fc.stringMatching(regExp(schema.pattern)).filter((text) => stringFits(schema, text));
      options.push(generated);
    } catch {
      // A pattern fast-check cannot generate from: the samples have to do.
    }
  }
  if (options.length === 0) return fc.constant('x');
  return fc.oneof(...options);
}

function validObject(schema: Schema, depth: number, maxDepth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {}).filter(
    ([name, property]) =>
      // Past the depth limit, optional arrays (a query node's `where`) are left out.
      depth < maxDepth || schema.required?.includes(name) || !typesOf(property).includes('array'),
  );
  const record = fc.record(
    Object.fromEntries(
      properties.map(([name, property]) => [name, validValue(property, depth + 1, maxDepth)]),
    ),
    { requiredKeys: (schema.required ?? []).filter((name) => properties.some(([key]) => key === name)) },
  );
  const additional = schema.additionalProperties;
  if (typeof additional !== 'object') return record;
  // A map such as a place's names per language: keys from the propertyNames pattern.
  const keys = validStrings(schema.propertyNames ?? {}).filter((key) => key !== '');
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.constantFrom('EN', 'DE', 'IT');
  const minKeys = schema.minProperties ?? 0;
  const entries = fc.uniqueArray(fc.tuple(key, validValue(additional, depth + 1, maxDepth)), {
    minLength: minKeys,
    maxLength: Math.max(minKeys, 3),
    selector: ([name]) => name,
  });
  return fc
    .tuple(record, entries)
    .map(([fixed, extra]) => ({ ...Object.fromEntries(extra), ...(fixed as object) }));
}

// ---------------------------------------------------------------------------------------------------
// Nasty values in URLs and headers

export type UrlKind = 'integer' | 'boolean' | 'enum' | 'text' | 'patterned';

export function urlKind(schema: Schema): UrlKind {
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) return 'integer';
  if (types.includes('boolean')) return 'boolean';
  if (schema.enum) return 'enum';
  return isFreeText(schema) ? 'text' : 'patterned';
}

/** Valid values of a query, path or header parameter, as URL text (percent-encoded). */
export function validUrlValues(schema: Schema): string[] {
  switch (urlKind(schema)) {
    case 'integer': {
      const min = schema.minimum ?? 1;
      const max = schema.maximum ?? 2147483647;
      return [...new Set([min, Math.min(max, min + 1), Math.min(max, 2), Math.min(max, 3), max].map(String))];
    }
    case 'boolean':
      return ['true', 'false'];
    default:
      return validStrings(schema).map(encodeText);
  }
}

/** Over-long text for a schema: one character past its maxLength, and far past it. */
function overLong(schema: Schema): string[] {
  const limit = schema.maxLength ?? 200;
  return [...new Set(['x'.repeat(limit + 1), 'é'.repeat(limit + 1), 'x'.repeat(Math.max(limit * 10, 5000))])];
}

/** Nasty values of a query, path or header parameter, as URL text (percent-encoded or raw). */
export function nastyUrlValues(schema: Schema): string[] {
  const kind = urlKind(schema);
  const common = [...controlTexts.map(encodeText), ...rawUrlTexts];
  switch (kind) {
    case 'integer':
      return [...integerTexts.map(encodeText), ...common, encodeText('1'.repeat(300))];
    case 'boolean':
      return [...booleanTexts.map(encodeText), ...common];
    case 'enum':
      return [
        ...(schema.enum ?? []).map((value) => encodeText(String(value).toUpperCase())),
        'x',
        encodeText("' OR 1=1"),
        ...common,
      ];
    case 'patterned':
      return [
        ...[...awkwardTexts.slice(0, 40), ...integerTexts.slice(0, 12), ...overLong(schema)].map(encodeText),
        encodeText('1,'.repeat(250)),
        encodeText(',1'),
        encodeText('1,,2'),
        encodeText('1;2'),
        ...common,
      ];
    default:
      return [...[...awkwardTexts, ...overLong(schema)].map(encodeText), ...common];
  }
}

/** Header values a client can send (tab, visible ASCII and latin-1 only: HTTP parsers refuse the rest). */
export function headerSafe(text: string): boolean {
  return /^[\t\x20-\x7e\x80-\xff]*$/.test(text);
}

export function nastyHeaderValues(schema: Schema): string[] {
  return [
    '',
    ' ',
    ...overLong(schema).slice(0, 1),
    "' OR '1'='1",
    '& | ! ( ) : * <->',
    '..%2F..%2Fetc%2Fpasswd',
    '\xe9\xff',
    '%00',
    'ADMIN',
    '2147483648',
    '1e309',
  ].filter(headerSafe);
}

/** URL values as a fast-check arbitrary: mostly valid, sometimes nasty. */
export function urlValue(schema: Schema, nastyWeight = 1): fc.Arbitrary<{ value: string; nasty: boolean }> {
  const valid = validUrlValues(schema);
  const nasty = nastyUrlValues(schema);
  const options: Array<fc.WeightedArbitrary<{ value: string; nasty: boolean }>> = [
    {
      arbitrary: fc.constantFrom(...nasty).map((value) => ({ value, nasty: true })),
      weight: nastyWeight,
    },
  ];
  if (valid.length > 0) {
    options.push({
      arbitrary: fc.constantFrom(...valid).map((value) => ({ value, nasty: false })),
      weight: 3,
    });
  }
  if (urlKind(schema) === 'text') {
    // Random text, any Unicode, percent-encoded as a browser would.
    options.push({
      arbitrary: fc
        .string({ unit: 'grapheme', maxLength: 30 })
        .map((text) => ({ value: encodeText(text), nasty: !stringFits(schema, text) })),
      weight: 2,
    });
  }
  if (urlKind(schema) === 'integer') {
    options.push({
      arbitrary: fc
        .oneof(fc.integer(), fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }))
        .map((value) => ({ value: String(value), nasty: true })),
      weight: 1,
    });
  }
  return fc.oneof(...options);
}

// ---------------------------------------------------------------------------------------------------
// Nasty values in JSON bodies

/** Values of the wrong type for any field. */
export const wrongTypeValues: unknown[] = [null, true, 0, 1.5, '', 'x', '1', [], [1], {}, { a: 1 }];

/** Integers at and beyond int4 and JSON's limits; raw ones are numbers JSON.parse reads oddly. */
export const nastyJsonIntegers: unknown[] = [
  0,
  -1,
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  9999999999,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1.5,
  raw('-0'),
  raw('1.0'),
  raw('1E2'),
  raw('1e309'),
  raw('-1e309'),
  raw('1e-400'),
  raw('9007199254740993'),
  raw('123456789012345678901234567890'),
  raw('NaN'),
  raw('Infinity'),
  raw('-Infinity'),
  raw('0x10'),
  raw('01'),
  '1',
  '2147483648',
];

/** Strings for text fields: controls, lone surrogates (escaped), metacharacters, over-long. */
export function nastyJsonStrings(schema: Schema, full: boolean): unknown[] {
  const limit = schema.maxLength ?? 1000;
  const surrogates = [raw('"\\ud800"'), raw('"a\\udfffb"'), raw('"\\udc00\\ud800"'), raw('"\\u0000"')];
  const long = ['x'.repeat(limit + 1), ' '.repeat(limit)];
  if (!full) {
    return [
      '',
      'a\u0000b',
      '\u0001',
      '\u007f',
      "'; --",
      'a & b | !c <-> :*',
      'e\u0301\u0308',
      ...surrogates.slice(0, 2),
      ...long,
    ];
  }
  return ['', ...controlTexts, ...awkwardTexts, ...surrogates, ...long, 'x'.repeat(100_000)];
}

/** Nasty replacements for a value of the schema (compact unless `full`). */
export function nastyJsonValues(schema: Schema, full: boolean): unknown[] {
  const types = typesOf(schema);
  const values: unknown[] = [];
  if (types.includes('integer') || types.includes('number')) {
    values.push(
      ...(full ? nastyJsonIntegers : [0, -1, 2147483648, 9999999999, 1.5, raw('1e309'), raw('-0'), '1']),
    );
  }
  if (types.includes('string')) values.push(...nastyJsonStrings(schema, full));
  if (types.includes('boolean')) values.push('true', 1, 0, 'false');
  if (types.includes('array')) {
    const item = schema.items ? exampleValue(schema.items) : 1;
    values.push(
      [null],
      [item, item],
      [[item]],
      Array.from({ length: (schema.maxItems ?? 50) + 1 }, (_, index) =>
        typeof item === 'number' ? index + 1 : item,
      ),
      Array.from({ length: 10_000 }, () => item),
      item,
    );
  }
  if (types.includes('object')) values.push([], 'x', {}, [exampleValue(schema)]);
  const wrong = wrongTypeValues.filter((value) => !fitsType(types, value));
  values.push(...(full ? wrong : wrong.slice(0, 4)));
  return values;
}

function fitsType(types: string[], value: unknown): boolean {
  if (value === null) return types.includes('null');
  if (Array.isArray(value)) return types.includes('array');
  if (typeof value === 'number')
    return types.includes('number') || (types.includes('integer') && Number.isInteger(value));
  return types.includes(typeof value);
}

/** Any nasty JSON value, whatever the field. */
export const anyNastyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...nastyJsonIntegers),
  fc.constantFrom(...nastyJsonStrings({}, true)),
  fc.constantFrom(...wrongTypeValues),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Where a value sits in a JSON document: the object or array holding it and its key. */
export interface Slot {
  path: string;
  holder: Record<string, unknown> | unknown[];
  key: string | number;
  schema: Schema;
}

/** Every slot of a document (the root excluded), with its schema where the contract gives one. */
export function slotsOf(value: unknown, schema: Schema, path = ''): Slot[] {
  const slots: Slot[] = [];
  if (value instanceof RawJson || value === null || typeof value !== 'object') return slots;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const itemSchema = schema.items ?? {};
      slots.push({ path: `${path}[${index}]`, holder: value, key: index, schema: itemSchema });
      slots.push(...slotsOf(item, itemSchema, `${path}[${index}]`));
    });
    return slots;
  }
  for (const [key, member] of Object.entries(value)) {
    const memberSchema =
      schema.properties?.[key] ??
      (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {});
    slots.push({
      path: `${path}.${key}`,
      holder: value as Record<string, unknown>,
      key,
      schema: memberSchema,
    });
    slots.push(...slotsOf(member, memberSchema, `${path}.${key}`));
  }
  return slots;
}

/** Sets an own property, even `__proto__`. */
export function setMember(holder: Record<string, unknown> | unknown[], key: string | number, value: unknown) {
  Object.defineProperty(holder, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Unknown members a client may add: harmless names, and the ones prototype pollution uses. */
export const unknownMembers: Array<[string, unknown]> = [
  ['colour', 'red'],
  ['id', 1],
  ['__proto__', { isAdmin: true }],
  ['constructor', { prototype: { isAdmin: true } }],
  ['toString', 'x'],
  ['', 1],
  ['a\u0000b', 1],
];
