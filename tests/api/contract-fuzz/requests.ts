import { crc32, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { Operation, Parameter, Schema } from './contracts.ts';
import {
  anyNastyJson,
  copyJson,
  exampleValue,
  headerSafe,
  jsonText,
  nastyHeaderValues,
  nastyJsonValues,
  nastyUrlValues,
  RawJson,
  type Slot,
  setMember,
  slotsOf,
  stringFits,
  typesOf,
  unknownMembers,
  urlValue,
  validUrlValues,
  validValue,
} from './values.ts';

/**
 * Requests built from the contracts: a deterministic table of nasty cases per operation, and a
 * fast-check arbitrary of random ones; both are sent through Fastify's inject and checked against
 * the hardening rule (a 4xx in the error envelope, never a 5xx).
 */

export type Auth = 'guest' | 'admin' | 'reader';

export interface FuzzRequest {
  /** `METHOD /path/{template}` of the contract operation (or of the extra route). */
  operation: string;
  /** What the request does wrong, e.g. `query keyword=a%00b` or `body .imageId=2147483648`. */
  what: string;
  /** Whose token is added when sent (guest: none, or a forged `authorization` header). */
  auth: Auth;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Guests and staff for every operation, and a plain USER for those that need a signed-in user. */
export function authVariants(operation: Operation): Auth[] {
  return operation.role ? ['guest', 'admin', 'reader'] : ['guest', 'admin'];
}

// ---------------------------------------------------------------------------------------------------
// Files for uploads

export interface FuzzFiles {
  png: Buffer;
  pdf: Buffer;
}

export async function makeFiles(): Promise<FuzzFiles> {
  const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#886644' } })
    .png()
    .toBuffer();
  const document = await PDFDocument.create();
  const page = document.addPage([200, 200]);
  page.drawText('Fotografie Alinari Firenze', {
    x: 10,
    y: 100,
    size: 10,
    font: await document.embedFont(StandardFonts.Helvetica),
  });
  return { png, pdf: Buffer.from(await document.save()) };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** A PNG whose header claims huge dimensions (a pixel bomb) and has no image data. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IEND', Buffer.alloc(0))]);
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

export function multipart(boundary: string, parts: Part[], end = `--${boundary}--\r\n`): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
    // Browsers send a file name as UTF-8 in the part's header.
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(end, 'latin1'));
  return Buffer.concat(chunks);
}

const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
const multipartType = `multipart/form-data; boundary=${boundary}`;

// ---------------------------------------------------------------------------------------------------
// Building requests

interface Body {
  what: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

const jsonBody = (what: string, payload: string | Buffer, contentType = 'application/json'): Body => ({
  what,
  payload,
  headers: { 'content-type': contentType },
});

/** Path parameters the contracts name, with values that exist in the demo data (this app is service 8). */
const pathHints: Record<string, string[]> = { serviceId: ['8', '1'], locale: ['EN', 'de', 'IT'] };

function parametersOf(operation: Operation, location: Parameter['in']) {
  return operation.parameters.filter((parameter) => parameter.in === location);
}

function examplePath(parameter: Parameter): string {
  return pathHints[parameter.name]?.[0] ?? validUrlValues(parameter.schema)[0] ?? '1';
}

interface Parts {
  what: string[];
  auth: Auth;
  path?: Record<string, string>;
  query?: Array<[string, string]>;
  /** Query text put after the other parameters as it is. */
  rawQuery?: string;
  headers?: Record<string, string>;
  /** The body: undefined for the operation's valid example, null for none. */
  body?: Body | null;
  method?: string;
  /** Changes the URL's path once it is built. */
  mapPath?: (path: string) => string;
}

/** The valid bodies of an operation, as examples from its schema. */
function exampleBodies(operation: Operation, files: FuzzFiles): Body[] {
  if (!operation.body) return [];
  if (operation.body.mediaType === 'multipart/form-data') return [validUpload(operation, files)];
  const schema = operation.body.schema;
  const examples = [exampleValue(schema)];
  // A body of a few optional alternatives (a contextual search: `query` or `suggest`): each alone too.
  const names = Object.keys(schema.properties ?? {});
  if (!schema.required?.length && names.length > 1 && names.length <= 3) {
    const full = examples[0] as Record<string, unknown>;
    for (const name of names) examples.push({ [name]: full[name] });
  }
  return examples.map((example) => jsonBody('valid body', jsonText(example)));
}

function uploadField(operation: Operation): string {
  return operation.body?.schema.required?.[0] ?? 'file';
}

/**
 * The body sent with parameter cases: the first example, except that a PDF route gets an image
 * (refused at once) instead of a PDF, whose reading in a worker thread takes seconds.
 */
function baseBody(operation: Operation, files: FuzzFiles): Body | undefined {
  if (operation.body?.mediaType === 'multipart/form-data' && uploadField(operation) === 'pdf') {
    const payload = multipart(boundary, [
      { name: 'pdf', filename: 'cover.png', type: 'image/png', data: files.png },
    ]);
    return { what: 'image instead of a PDF', payload, headers: { 'content-type': multipartType } };
  }
  return exampleBodies(operation, files)[0];
}

/** Whether an upload makes the server read a PDF in a worker thread (seconds each). */
function readsPdf(operation: Operation, body: Body): boolean {
  return uploadField(operation) === 'pdf' && Buffer.isBuffer(body.payload) && body.payload.includes('%PDF');
}

function validUpload(operation: Operation, files: FuzzFiles): Body {
  const field = uploadField(operation);
  const pdf = field === 'pdf';
  return {
    what: 'valid upload',
    payload: multipart(boundary, [
      {
        name: field,
        filename: pdf ? 'catalogue.pdf' : 'cover.png',
        type: pdf ? 'application/pdf' : 'image/png',
        data: pdf ? files.pdf : files.png,
      },
    ]),
    headers: { 'content-type': multipartType },
  };
}

export function buildRequest(operation: Operation, files: FuzzFiles, parts: Parts): FuzzRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find(
      (candidate) => candidate.in === 'path' && candidate.name === name,
    );
    return parts.path?.[name] ?? (parameter ? examplePath(parameter) : '1');
  });
  const query = [
    ...(parts.query ?? baseQuery(operation)).map(([name, value]) => `${name}=${value}`),
    ...(parts.rawQuery !== undefined ? [parts.rawQuery] : []),
  ];
  const url = `${parts.mapPath ? parts.mapPath(path) : path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  const body = parts.body === undefined ? baseBody(operation, files) : parts.body;
  return {
    operation: `${operation.method} ${operation.path}`,
    what: parts.what.length > 0 ? parts.what.join('; ') : 'valid request',
    auth: parts.auth,
    method: parts.method ?? operation.method,
    url,
    headers: { ...(body?.headers ?? {}), ...(parts.headers ?? {}) },
    ...(body?.payload !== undefined ? { payload: body.payload } : {}),
  };
}

/** The query parameters an operation requires, with valid values. */
function baseQuery(operation: Operation): Array<[string, string]> {
  return parametersOf(operation, 'query')
    .filter((parameter) => parameter.required)
    .map((parameter) => [parameter.name, validUrlValues(parameter.schema)[0] ?? 'x']);
}

function withQuery(operation: Operation, name: string, value: string): Array<[string, string]> {
  return [...baseQuery(operation).filter(([key]) => key !== name), [name, value]];
}

const shorten = (text: string, length = 60) =>
  text.length > length ? `${text.slice(0, length)}…(${text.length})` : text;

// ---------------------------------------------------------------------------------------------------
// Bodies that do not fit

/** Deeply nested JSON text, built without recursion. */
export function nested(open: string, leaf: string, close: string, depth: number): string {
  return open.repeat(depth) + leaf + close.repeat(depth);
}

/**
 * A schema that contains itself (a query node's `where`): the body nested `depth` levels deep
 * through it, as JSON text.
 */
function recursiveBody(schema: Schema, depth: number): string | null {
  const example = exampleValue(schema);
  const slots = slotsOf(example, schema);
  for (const slot of slots) {
    const recursive = Object.entries(slot.schema.properties ?? {}).find(
      ([, property]) => typesOf(property).includes('array') && property.items === slot.schema,
    );
    if (!recursive) continue;
    const [member] = recursive;
    const node = copyJson(slot.holder as unknown[])[slot.key as number] as Record<string, unknown>;
    delete node[member];
    const leaf = jsonText(node);
    const open = `${leaf.slice(0, -1)},${JSON.stringify(member)}:[`;
    setMember(slot.holder, slot.key, new RawJson(nested(open, leaf, ']}', depth)));
    return jsonText(example);
  }
  return null;
}

/** Whole bodies that do not fit: wrong roots, broken JSON, deep nesting, prototype keys. */
function rootBodies(operation: Operation, options: { huge: boolean }): Body[] {
  const schema = operation.body?.schema ?? {};
  const example = exampleValue(schema);
  const exampleText = jsonText(example);
  const isArray = typesOf(schema).includes('array');
  const firstKey =
    example && typeof example === 'object' && !Array.isArray(example) ? Object.keys(example)[0] : undefined;
  const bodies: Body[] = [
    { what: 'no body' },
    { what: 'content-type json, no body', headers: { 'content-type': 'application/json' } },
    ...['null', '"x"', '42', 'true', '[]', '{}', '[null]', '[[]]'].map((text) =>
      jsonBody(`body ${text}`, text),
    ),
    jsonBody('body wrapped in an array', `[${exampleText}]`),
    jsonBody('body wrapped in an object', `{"data":${exampleText}}`),
    ...[
      '{',
      '{"a":',
      '{"a" 1}',
      "{'a':1}",
      '{"a":1,}',
      '[1,]',
      'NaN',
      'Infinity',
      '-Infinity',
      '1e309',
      '-',
      '\u0000',
      '{"a":"\u0000"}',
      '{"a":"\\x00"}',
      '{"a":"\\u12"}',
      '{"a":"\\ud800"}',
      '\ufeff{}',
      `${exampleText}x`,
      `${exampleText}${exampleText}`,
      ' '.repeat(10_000),
    ].map((text) => jsonBody(`bad JSON ${shorten(JSON.stringify(text), 30)}`, text)),
    jsonBody(
      'JSON with invalid UTF-8',
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]),
    ),
    jsonBody(
      'JSON with a UTF-8 BOM',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(exampleText)]),
    ),
    jsonBody(
      '__proto__ member',
      exampleText.replace(/^\{/, '{"__proto__":{"isAdmin":true},').replace(/,\}$/, '}'),
    ),
    jsonBody(
      'constructor.prototype member',
      exampleText.replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},').replace(/,\}$/, '}'),
    ),
    jsonBody('nested arrays 3000 deep', nested('[', '', ']', 3000)),
    jsonBody('nested arrays 100000 deep', nested('[', '1', ']', 100_000)),
    jsonBody('nested objects 3000 deep', nested('{"a":', '1', '}', 3000)),
    jsonBody(
      '10000 unknown members',
      `{${Array.from({ length: 10_000 }, (_, index) => `"k${index}":${index}`).join(',')}}`,
    ),
  ];
  if (firstKey !== undefined) {
    const duplicated = exampleText.replace(/^\{/, `{${JSON.stringify(firstKey)}:"first",`);
    bodies.push(jsonBody('duplicated member', duplicated));
  }
  const slots = slotsOf(example, schema);
  const first = slots[0];
  if (first) {
    const deepField = copyJson(example);
    const slot = slotsOf(deepField, schema)[0] as Slot;
    setMember(slot.holder, slot.key, new RawJson(nested('[', '', ']', 3000)));
    bodies.push(jsonBody(`body ${first.path}=arrays 3000 deep`, jsonText(deepField)));
  }
  for (const depth of [5, 10, 33, 3000]) {
    const text = recursiveBody(schema, depth);
    if (text) bodies.push(jsonBody(`recursive body ${depth} levels deep`, text));
  }
  if (isArray) {
    bodies.push(
      jsonBody(
        '100000 items',
        `[${Array.from({ length: 100_000 }, () => jsonText((example as unknown[])[0] ?? 1)).join(',')}]`,
      ),
    );
  }
  if (options.huge) {
    bodies.push(jsonBody('11 MB body', `{"x":"${'x'.repeat(11 * 1024 * 1024)}"}`));
    bodies.push({
      what: 'gzip bomb (20 MB inflated)',
      payload: gzipSync(Buffer.from(`{"x":"${' '.repeat(20 * 1024 * 1024)}"}`)),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
  }
  return bodies;
}

/** A JSON operation's body sent with other content types and encodings. */
function contentTypeBodies(operation: Operation, files: FuzzFiles): Body[] {
  const exampleText = jsonText(exampleValue(operation.body?.schema ?? {}));
  const fields = Object.entries((exampleValue(operation.body?.schema ?? {}) ?? {}) as object).map(
    ([name, value]) => ({
      name,
      data: typeof value === 'string' ? value : JSON.stringify(value),
    }),
  );
  return [
    { what: 'text/plain', payload: exampleText, headers: { 'content-type': 'text/plain' } },
    { what: 'no content-type', payload: exampleText, headers: {} },
    { what: 'empty content-type', payload: exampleText, headers: { 'content-type': '' } },
    {
      what: 'form-urlencoded',
      payload: 'mainTitle=x&name=y',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    {
      what: 'multipart fields',
      payload: multipart(boundary, fields),
      headers: { 'content-type': multipartType },
    },
    {
      what: 'multipart file',
      payload: multipart(boundary, [{ name: 'file', filename: 'a.png', type: 'image/png', data: files.png }]),
      headers: { 'content-type': multipartType },
    },
    {
      what: 'multipart garbage',
      payload: 'this is not multipart',
      headers: { 'content-type': multipartType },
    },
    {
      what: 'multipart without boundary',
      payload: exampleText,
      headers: { 'content-type': 'multipart/form-data' },
    },
    {
      what: 'json as utf-16',
      payload: Buffer.from(exampleText, 'utf16le'),
      headers: { 'content-type': 'application/json; charset=utf-16le' },
    },
    {
      what: 'json as latin-1',
      payload: Buffer.from(exampleText, 'latin1'),
      headers: { 'content-type': 'application/json; charset=iso-8859-1' },
    },
    ...[
      'APPLICATION/JSON',
      'application/json;',
      'application/json; charset=',
      'application/json; charset="utf-8"; x=y',
      'application/json-patch+json',
      'application/merge-patch+json',
      'application/vnd.api+json',
      'application/jsonx',
      'application/json, text/plain',
      'text/json',
      'application/xml',
      '*/*',
      'application/*',
      ';',
    ].map((type) => ({
      what: `content-type ${type}`,
      payload: exampleText,
      headers: { 'content-type': type },
    })),
    { what: 'application/pdf', payload: files.pdf, headers: { 'content-type': 'application/pdf' } },
    {
      what: 'gzip-encoded json',
      payload: gzipSync(Buffer.from(exampleText)),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    },
    ...['gzip', 'deflate', 'br', 'x-unknown', 'gzip, gzip'].map((encoding) => ({
      what: `content-encoding ${encoding} on plain text`,
      payload: exampleText,
      headers: { 'content-type': 'application/json', 'content-encoding': encoding },
    })),
  ];
}

/** Uploads that do not fit: wrong files, broken multipart, the wrong media type. */
function uploadBodies(operation: Operation, files: FuzzFiles): Body[] {
  const field = uploadField(operation);
  const part = (
    data: Buffer | string,
    filename = 'upload.bin',
    type = 'application/octet-stream',
    name = field,
  ) => multipart(boundary, [{ name, filename, type, data }]);
  const upload = (what: string, payload: Buffer | string, type = multipartType): Body => ({
    what,
    payload,
    headers: { 'content-type': type },
  });
  const truncatedPdf = files.pdf.subarray(0, Math.floor(files.pdf.length / 2));
  return [
    { what: 'no body' },
    upload('png file', part(files.png, 'a.png', 'image/png')),
    upload('pdf file', part(files.pdf, 'a.pdf', 'application/pdf')),
    upload('empty file', part('')),
    upload('text file', part('just some text', 'a.txt', 'text/plain')),
    upload('truncated pdf', part(truncatedPdf, 'a.pdf', 'application/pdf')),
    upload(
      'damaged pdf',
      part('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF', 'a.pdf', 'application/pdf'),
    ),
    upload('truncated png', part(files.png.subarray(0, 40), 'a.png', 'image/png')),
    upload('png claiming 100000x100000 pixels', part(pngClaiming(100_000, 100_000), 'a.png', 'image/png')),
    upload('png claiming 2147483647 pixels wide', part(pngClaiming(2 ** 31 - 1, 1), 'a.png', 'image/png')),
    upload(
      'jpeg header and garbage',
      part(
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3]),
        'a.jpg',
        'image/jpeg',
      ),
    ),
    upload(
      'svg file',
      part(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        'a.svg',
        'image/svg+xml',
      ),
    ),
    upload('filename with path traversal', part(files.png, '../../../../etc/passwd', 'image/png')),
    upload('filename with NUL', part(files.png, 'a\u0000b.png', 'image/png')),
    upload('filename of 1000 characters', part(files.png, `${'n'.repeat(996)}.png`, 'image/png')),
    upload('filename with combining characters', part(files.png, 'e\u0301\u0308.png', 'image/png')),
    upload('field instead of file', multipart(boundary, [{ name: field, data: 'not a file' }])),
    upload('file under another name', part(files.png, 'a.png', 'image/png', 'other')),
    upload(
      'two files',
      multipart(boundary, [
        { name: field, filename: 'a.png', type: 'image/png', data: files.png },
        { name: field, filename: 'b.png', type: 'image/png', data: files.png },
      ]),
    ),
    upload(
      '20 fields and a file',
      multipart(boundary, [
        ...Array.from({ length: 20 }, (_, index) => ({ name: `f${index}`, data: 'x' })),
        { name: field, filename: 'a.png', type: 'image/png', data: files.png },
      ]),
    ),
    upload('no parts', `--${boundary}--\r\n`),
    upload('garbage', 'this is not multipart at all'),
    upload(
      'unterminated',
      multipart(boundary, [{ name: field, filename: 'a.png', data: 'unterminated' }], ''),
    ),
    upload('without boundary', part(files.png), 'multipart/form-data'),
    upload(
      'boundary of 300 characters',
      `--${'b'.repeat(300)}--\r\n`,
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
    ),
    upload('multipart/mixed', part(files.png), `multipart/mixed; boundary=${boundary}`),
    jsonBody('json instead of an upload', '{"file":"x"}'),
    jsonBody('bad json instead of an upload', '{"file":'),
    { what: 'text/plain instead of an upload', payload: 'x', headers: { 'content-type': 'text/plain' } },
    { what: 'raw png instead of an upload', payload: files.png, headers: { 'content-type': 'image/png' } },
    {
      what: 'raw pdf instead of an upload',
      payload: files.pdf,
      headers: { 'content-type': 'application/pdf' },
    },
    {
      what: 'gzip-encoded upload',
      payload: gzipSync(part(files.png, 'a.png', 'image/png')),
      headers: { 'content-type': multipartType, 'content-encoding': 'gzip' },
    },
  ];
}

/** Bodies sent to an operation that takes none. */
function strayBodies(): Body[] {
  return [
    jsonBody('stray JSON body', '{"name":"x"}'),
    jsonBody('stray bad JSON body', '{"name":'),
    jsonBody('stray deep JSON body', nested('[', '', ']', 3000)),
    { what: 'stray text body', payload: 'x', headers: { 'content-type': 'text/plain' } },
    { what: 'stray multipart garbage', payload: 'x', headers: { 'content-type': multipartType } },
  ];
}

/** Query strings with unknown and oddly written parameters. */
function oddQueries(): Array<{ what: string; query: string }> {
  return [
    'colour=red&__proto__=1&constructor=x&hasOwnProperty=1&toString=x&valueOf=1',
    '__proto__[isAdmin]=true&constructor[prototype][isAdmin]=true',
    'a[b][c]=1&a[]=2',
    '=1&&&=&a&%=%',
    '&'.repeat(1000),
    Array.from({ length: 500 }, (_, index) => `p${index}=${index}`).join('&'),
    `${'k'.repeat(5000)}=1`,
  ].map((query) => ({ what: `query ${shorten(query, 40)}`, query }));
}

/** A declared query parameter given twice, as an array, by an encoded name, without a value. */
function oddParameter(parameter: Parameter): Array<{ what: string; query: string }> {
  const [first = 'x', second = first] = validUrlValues(parameter.schema).slice(-2);
  const name = parameter.name;
  const encodedName = [...name].map((character) => `%${character.charCodeAt(0).toString(16)}`).join('');
  return [
    { what: `query ${name} twice`, query: `${name}=${first}&${name}=${second}` },
    { what: `query ${name}[]`, query: `${name}[]=${first}` },
    { what: `query ${name} percent-encoded name`, query: `${encodedName}=${first}` },
    { what: `query ${name} without value`, query: name },
  ];
}

/** Forged or malformed authorization headers. */
const forgedTokens = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Bearer a.b.c',
  'Bearer  x y',
  `Bearer ${'a'.repeat(10_000)}`,
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjEsInJvbGUiOiJBRE1JTiJ9.',
  'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjIxNDc0ODM2NDgsInJvbGUiOiJBRE1JTiJ9.c2lnbmF0dXJl',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxJyBPUiAxPTEiLCJleHAiOjFlMzA5fQ.x',
  'Basic YWRtaW46YWRtaW4=',
  'Bearer \xff\xfe',
  'Bearer ..%2F..%2Fetc%2Fpasswd',
];

// ---------------------------------------------------------------------------------------------------
// The deterministic table

/**
 * What the table has tried so far: the first time a kind of parameter, field or body is seen it
 * gets every nasty value; afterwards a few, taken in turn, so that the table stays small (a few
 * thousand requests) while every value is still sent somewhere.
 */
export class Coverage {
  private readonly turns = new Map<string, number>();
  huge = false;

  pick<T>(key: string, items: T[], count: number): T[] {
    const turn = this.turns.get(key);
    this.turns.set(key, (turn ?? -1) + 1);
    if (turn === undefined || items.length <= count) return items;
    const start = (turn * count) % items.length;
    return Array.from({ length: count }, (_, index) => items[(start + index) % items.length] as T);
  }
}

/** Whether a URL value (percent-encoded) is one the parameter's schema accepts. */
function urlValueFits(schema: Schema, value: string): boolean {
  let text: string;
  try {
    text = decodeURIComponent(value);
  } catch {
    return false;
  }
  const types = typesOf(schema);
  if (types.includes('integer')) {
    const number = Number(text);
    return (
      /^-?\d+$/.test(text) &&
      number >= (schema.minimum ?? -(2 ** 31)) &&
      number <= (schema.maximum ?? 2 ** 31 - 1)
    );
  }
  if (types.includes('boolean')) return text === 'true' || text === 'false';
  return stringFits(schema, text);
}

/**
 * The nasty requests for one operation: every parameter with the nasty values of its kind, every
 * body field with the nasty values of its type, whole bodies, content types, odd queries and paths.
 * Parameter and field cases go with the staff token (they must reach validation and the handler);
 * whole-body cases, which the parser sees before any token is looked at, go with every token in turn.
 */
export function tableRequests(operation: Operation, files: FuzzFiles, coverage: Coverage): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const add = (parts: Parts) => requests.push(buildRequest(operation, files, parts));
  const auths = authVariants(operation);
  /** Every token for the first cases of a kind, then one token per case, in turn. */
  let turn = 0;
  const someAuths = (all: boolean) => (all ? auths : [auths[turn++ % auths.length] as Auth]);

  // Valid requests, each with every token.
  for (const body of exampleBodies(operation, files)) {
    for (const auth of auths) add({ what: [], auth, body });
  }
  for (const parameter of parametersOf(operation, 'query')) {
    const key = `valid query ${JSON.stringify(parameter.schema)}`;
    for (const value of coverage.pick(key, validUrlValues(parameter.schema), 1)) {
      add({
        what: [`valid query ${parameter.name}=${shorten(value)}`],
        auth: 'admin',
        query: withQuery(operation, parameter.name, value),
      });
    }
  }

  // Path, query and header parameters: values the schema accepts reach the handler, so more of them
  // are sent to every operation than of those validation refuses.
  const nastyParameter = (parameter: Parameter, extra: string[] = []) => {
    // Parameters of one schema (keyword, title and name; the id lists) share the full set.
    const key = `${parameter.in} ${JSON.stringify(parameter.schema)}`;
    const values = [...nastyUrlValues(parameter.schema), ...extra];
    const accepted = values.filter((value) => urlValueFits(parameter.schema, value));
    const refused = values.filter((value) => !urlValueFits(parameter.schema, value));
    return [...coverage.pick(`${key} accepted`, accepted, 6), ...coverage.pick(`${key} refused`, refused, 3)];
  };
  for (const parameter of parametersOf(operation, 'path')) {
    nastyParameter(parameter, ['a'.repeat(5000), '1%2F2', '1;x', '1.json', '%2F', '0x1']).forEach(
      (value, index) => {
        add({
          what: [`path ${parameter.name}=${shorten(value)}`],
          // Mostly staff; every fifth as a guest (a staff route must refuse it either way).
          auth: index % 5 === 4 ? 'guest' : 'admin',
          path: { [parameter.name]: value },
        });
      },
    );
  }
  const urlChanges: Array<[string, (path: string) => string]> = [
    ['trailing slash', (path) => `${path}/`],
    ['double slash', (path) => path.replace('/api/', '/api//')],
    ['dot segment', (path) => `${path}/.`],
    ['dot-dot segment', (path) => `${path}/..`],
    ['encoded dot-dot segment', (path) => `${path}/%2e%2e/%2e%2e`],
    ['NUL suffix', (path) => `${path}%00`],
    ['semicolon suffix', (path) => `${path};jsessionid=1`],
    ['upper case', (path) => path.toUpperCase()],
  ];
  for (const [what, mapPath] of coverage.pick('url', urlChanges, 2)) {
    add({ what: [`url ${what}`], auth: 'admin', mapPath });
  }
  for (const parameter of parametersOf(operation, 'query')) {
    for (const value of nastyParameter(parameter)) {
      add({
        what: [`query ${parameter.name}=${shorten(value)}`],
        auth: 'admin',
        query: withQuery(operation, parameter.name, value),
      });
    }
  }
  for (const { what, query } of coverage.pick('odd query', oddQueries(), 3)) {
    add({ what: [what], auth: 'admin', rawQuery: query });
  }
  for (const parameter of parametersOf(operation, 'query')) {
    for (const { what, query } of coverage.pick(`odd ${parameter.name}`, oddParameter(parameter), 1)) {
      add({ what: [what], auth: 'admin', rawQuery: query });
    }
  }
  // Header parameters are informational: every value once per header, then one header per operation.
  for (const parameter of coverage.pick('header', parametersOf(operation, 'header'), 1)) {
    const key = `header ${parameter.name} ${JSON.stringify(parameter.schema)}`;
    for (const value of coverage.pick(key, nastyHeaderValues(parameter.schema), 1)) {
      add({
        what: [`header ${parameter.name}=${shorten(value)}`],
        auth: 'admin',
        headers: { [parameter.name]: value },
      });
    }
  }
  if (operation.role) {
    for (const token of coverage.pick('authorization', forgedTokens, 2)) {
      add({
        what: [`authorization ${shorten(token, 40)}`],
        auth: 'guest',
        headers: { authorization: token },
      });
    }
  }

  // Bodies.
  const body = operation.body;
  if (body?.mediaType === 'application/json') {
    const examples = exampleBodies(operation, files).map(
      (example) => JSON.parse(example.payload as string) as unknown,
    );
    for (const example of examples) {
      for (const slot of slotsOf(example, body.schema)) {
        const kind =
          typesOf(slot.schema)
            .filter((type) => type !== 'null')
            .join('|') || 'any';
        for (const value of coverage.pick(`body ${kind}`, nastyJsonValues(slot.schema, true), 5)) {
          const mutated = copyJson(example);
          const target = slotsOf(mutated, body.schema).find(
            (candidate) => candidate.path === slot.path,
          ) as Slot;
          setMember(target.holder, target.key, value);
          add({
            what: [`body ${slot.path}=${shorten(jsonText(value), 40)}`],
            auth: 'admin',
            body: jsonBody('', jsonText(mutated)),
          });
        }
        if (typeof slot.key === 'string') {
          const mutated = copyJson(example);
          const target = slotsOf(mutated, body.schema).find(
            (candidate) => candidate.path === slot.path,
          ) as Slot;
          delete (target.holder as Record<string, unknown>)[slot.key];
          add({ what: [`body without ${slot.path}`], auth: 'admin', body: jsonBody('', jsonText(mutated)) });
        }
      }
      // Unknown members at the root.
      if (example !== null && typeof example === 'object' && !Array.isArray(example)) {
        for (const [name, value] of coverage.pick('unknown member', unknownMembers, 2)) {
          const mutated = copyJson(example) as Record<string, unknown>;
          setMember(mutated, name, value);
          add({
            what: [`body with member ${JSON.stringify(name)}`],
            auth: 'admin',
            body: jsonBody('', jsonText(mutated)),
          });
        }
      }
    }
    const huge = !coverage.huge;
    coverage.huge = true;
    const roots = rootBodies(operation, { huge });
    const types = contentTypeBodies(operation, files);
    [...coverage.pick('root body', roots, 12), ...coverage.pick('content type', types, 6)].forEach(
      (wrong, index) => {
        for (const auth of someAuths(huge || index % 4 === 0)) add({ what: [wrong.what], auth, body: wrong });
      },
    );
  } else if (body?.mediaType === 'multipart/form-data') {
    for (const wrong of uploadBodies(operation, files)) {
      // A readable PDF is the valid case, sent above; the broken ones are read once, by staff.
      if (readsPdf(operation, wrong) && wrong.what === 'pdf file') continue;
      for (const auth of readsPdf(operation, wrong) ? ['admin' as const] : someAuths(false)) {
        add({ what: [wrong.what], auth, body: wrong });
      }
    }
  } else {
    for (const stray of coverage.pick(`stray body ${operation.method}`, strayBodies(), 1)) {
      for (const auth of someAuths(false)) add({ what: [stray.what], auth, body: stray });
    }
  }
  return requests;
}

/** Methods the contracts do not give a path, each once. */
export function unknownMethodRequests(operations: Operation[], files: FuzzFiles): FuzzRequest[] {
  const byPath = new Map<string, Operation[]>();
  for (const operation of operations)
    byPath.set(operation.path, [...(byPath.get(operation.path) ?? []), operation]);
  const requests: FuzzRequest[] = [];
  for (const [, pathOperations] of byPath) {
    const known = new Set<string>(pathOperations.map((operation) => operation.method));
    const first = pathOperations[0] as Operation;
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].filter(
      (candidate) => !known.has(candidate),
    )) {
      requests.push(
        buildRequest(first, files, {
          what: [`method ${method}`],
          auth: 'admin',
          method,
          body: jsonBody('', '{}'),
        }),
      );
    }
  }
  return requests;
}

// ---------------------------------------------------------------------------------------------------
// The fast-check arbitrary

/** Random requests for one operation: mostly valid parts, with one or more nasty ones mixed in. */
export function requestArbitrary(operation: Operation, files: FuzzFiles): fc.Arbitrary<FuzzRequest> {
  const pathParameters = parametersOf(operation, 'path');
  const queryParameters = parametersOf(operation, 'query');
  const headerParameters = parametersOf(operation, 'header');
  const pathValue = (parameter: Parameter) =>
    fc.oneof(
      {
        arbitrary: fc
          .oneof(
            fc.constantFrom(...(pathHints[parameter.name] ?? ['1', '2', '3'])),
            fc.integer({ min: 1, max: 40 }).map(String),
          )
          .map((value) => ({ value, nasty: false })),
        weight: 5,
      },
      { arbitrary: urlValue(parameter.schema, 3), weight: 1 },
    );
  const absent = fc.constant(undefined);
  const queryValue = (parameter: Parameter) =>
    fc.oneof(
      { arbitrary: absent, weight: parameter.required ? 0 : 2 },
      { arbitrary: urlValue(parameter.schema), weight: 2 },
    );
  const headerValue = (parameter: Parameter) =>
    fc.oneof(
      { arbitrary: absent, weight: 8 },
      {
        arbitrary: fc
          .oneof(
            fc.constantFrom(...nastyHeaderValues(parameter.schema)),
            fc.string({ maxLength: 30 }).filter(headerSafe),
          )
          .map((value) => ({ value, nasty: true })),
        weight: 1,
      },
    );
  const oddQuery = fc.oneof(
    { arbitrary: absent, weight: 8 },
    {
      arbitrary: fc.constantFrom(
        ...oddQueries(),
        ...queryParameters.flatMap((parameter) => oddParameter(parameter)),
      ),
      weight: 1,
    },
  );
  const forged = fc.oneof(
    { arbitrary: absent, weight: 12 },
    { arbitrary: fc.constantFrom(...forgedTokens), weight: 1 },
  );
  return fc
    .record({
      auth: fc.constantFrom(...authVariants(operation)),
      path: fc.tuple(...pathParameters.map(pathValue)),
      query: fc.tuple(...queryParameters.map(queryValue)),
      oddQuery,
      headers: fc.tuple(...headerParameters.map(headerValue)),
      forged,
      body: bodyArbitrary(operation, files),
    })
    .map(({ auth, path, query, oddQuery: odd, headers, forged: token, body }) => {
      const what: string[] = [];
      const pathValues: Record<string, string> = {};
      pathParameters.forEach((parameter, index) => {
        const chosen = path[index] as { value: string; nasty: boolean };
        pathValues[parameter.name] = chosen.value;
        if (chosen.nasty) what.push(`path ${parameter.name}=${shorten(chosen.value)}`);
      });
      const queryValues: Array<[string, string]> = [];
      queryParameters.forEach((parameter, index) => {
        const chosen = query[index];
        if (!chosen) return;
        queryValues.push([parameter.name, chosen.value]);
        if (chosen.nasty) what.push(`query ${parameter.name}=${shorten(chosen.value)}`);
      });
      if (odd) what.push(odd.what);
      const headerValues: Record<string, string> = {};
      headerParameters.forEach((parameter, index) => {
        const chosen = headers[index];
        if (!chosen) return;
        headerValues[parameter.name] = chosen.value;
        what.push(`header ${parameter.name}=${shorten(chosen.value)}`);
      });
      const useForged = token !== undefined && operation.role !== undefined;
      if (useForged) {
        headerValues.authorization = token;
        what.push(`authorization ${shorten(token, 40)}`);
      }
      if (body.what && body.what !== 'valid body' && body.what !== 'valid upload' && body.what !== 'no body')
        what.push(body.what);
      return buildRequest(operation, files, {
        what,
        auth: useForged ? 'guest' : auth,
        path: pathValues,
        query: queryValues,
        ...(odd ? { rawQuery: odd.query } : {}),
        headers: headerValues,
        body,
      });
    });
}

function bodyArbitrary(operation: Operation, files: FuzzFiles): fc.Arbitrary<Body> {
  const body = operation.body;
  if (!body) {
    return fc.oneof(
      { arbitrary: fc.constant({ what: 'no body' }), weight: 12 },
      { arbitrary: fc.constantFrom(...strayBodies()), weight: 1 },
    );
  }
  if (body.mediaType === 'multipart/form-data') {
    // PDFs are read in a worker thread, seconds each: the table sends those.
    const uploads = [validUpload(operation, files), ...uploadBodies(operation, files)].filter(
      (upload) => !readsPdf(operation, upload),
    );
    return fc.constantFrom(...uploads);
  }
  const schema = body.schema;
  const valid = validValue(schema, 0, 7);
  const mutated = fc
    .tuple(valid, fc.nat(), fc.nat(), fc.nat({ max: 4 }), anyNastyJson)
    .map(([value, slotIndex, valueIndex, kind, anyNasty]) =>
      mutateBody(schema, value, slotIndex, valueIndex, kind, anyNasty),
    );
  return fc.oneof(
    { arbitrary: valid.map((value) => jsonBody('valid body', jsonText(value))), weight: 3 },
    { arbitrary: mutated, weight: 6 },
    { arbitrary: fc.constantFrom(...rootBodies(operation, { huge: false })), weight: 1 },
    { arbitrary: fc.constantFrom(...contentTypeBodies(operation, files)), weight: 1 },
  );
}

/** One change to a valid body: a nasty value of the field's type, any nasty value, a field removed or added. */
function mutateBody(
  schema: Schema,
  value: unknown,
  slotIndex: number,
  valueIndex: number,
  kind: number,
  anyNasty: unknown,
): Body {
  const document = copyJson(value);
  const slots = slotsOf(document, schema);
  const slot = slots[slotIndex % Math.max(slots.length, 1)];
  if (!slot) {
    return jsonBody(
      `body=${shorten(jsonText(anyNasty), 40)}`,
      jsonText(kind % 2 === 0 ? anyNasty : [document]),
    );
  }
  switch (kind) {
    case 0:
    case 1: {
      const values = nastyJsonValues(slot.schema, true);
      const nasty = values[valueIndex % values.length];
      setMember(slot.holder, slot.key, nasty);
      return jsonBody(`body ${slot.path}=${shorten(jsonText(nasty), 40)}`, jsonText(document));
    }
    case 2:
      setMember(slot.holder, slot.key, anyNasty);
      return jsonBody(`body ${slot.path}=${shorten(jsonText(anyNasty), 40)}`, jsonText(document));
    case 3:
      if (Array.isArray(slot.holder)) slot.holder.splice(slot.key as number, 1);
      else delete slot.holder[slot.key as string];
      return jsonBody(`body without ${slot.path}`, jsonText(document));
    default: {
      const target =
        document !== null && typeof document === 'object' && !Array.isArray(document)
          ? document
          : slot.holder;
      const [name, member] = unknownMembers[valueIndex % unknownMembers.length] as [string, unknown];
      if (!Array.isArray(target)) setMember(target as Record<string, unknown>, name, member);
      return jsonBody(`body with member ${JSON.stringify(name)}`, jsonText(document));
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Sending and checking

export interface Tokens {
  admin: { authorization: string };
  reader: { authorization: string };
}

export interface Outcome {
  request: FuzzRequest;
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Sends a request with its token; an answer that does not come within `timeoutMs` is status 0. */
export async function send(
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>,
  tokens: Tokens,
  request: FuzzRequest,
  timeoutMs = 30_000,
): Promise<Outcome> {
  const token = request.auth === 'admin' ? tokens.admin : request.auth === 'reader' ? tokens.reader : {};
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const response = await Promise.race([
      inject({
        method: request.method as InjectOptions['method'],
        url: request.url,
        headers: { ...request.headers, ...token },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      }),
      timeout,
    ]);
    if (!response) return { request, status: 0, headers: {}, body: `no answer within ${timeoutMs / 1000} s` };
    return { request, status: response.statusCode, headers: response.headers, body: response.body };
  } catch (error) {
    return { request, status: -1, headers: {}, body: `inject threw: ${(error as Error).stack ?? error}` };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What is wrong with an answer under /api, or null: a 5xx (or no answer), or a 4xx that is not JSON
 * `{ statusCode, error, message }` with the HTTP status as `statusCode`.
 */
export function problemOf(outcome: Outcome): string | null {
  const { status, body, headers } = outcome;
  if (status <= 0) return body.startsWith('no answer') ? 'no answer' : 'inject threw';
  if (status >= 500) return `${status}`;
  if (status < 400 || outcome.request.method === 'HEAD') return null;
  if (!String(headers['content-type'] ?? '').startsWith('application/json')) {
    return `${status} not JSON (${headers['content-type'] ?? 'no content-type'})`;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} unparsable JSON`;
  }
  const envelope = parsed as { statusCode?: unknown; error?: unknown; message?: unknown };
  const keys = parsed && typeof parsed === 'object' ? Object.keys(parsed).sort().join(',') : typeof parsed;
  const messageOk =
    typeof envelope.message === 'string' ||
    (Array.isArray(envelope.message) && envelope.message.every((message) => typeof message === 'string'));
  if (
    keys !== 'error,message,statusCode' ||
    envelope.statusCode !== status ||
    typeof envelope.error !== 'string' ||
    !messageOk
  ) {
    return `${status} not the error envelope (${keys})`;
  }
  return null;
}

/** The message of an error answer, for grouping: quoted values (URLs, names) left out. */
export function messageOf(body: string): string {
  const normalize = (text: string) =>
    shorten(text.replace(/'[^']*'/g, "'…'").replace(/"[^"]*"/g, '"…"'), 120);
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    return Array.isArray(message)
      ? message
          .slice(0, 2)
          .map((item) => normalize(String(item)))
          .join(' | ')
      : normalize(String(message));
  } catch {
    return normalize(body);
  }
}

/** One line per distinct failure (operation, status, message, kind of mutation), with a full example and a count. */
export function report(failures: Array<Outcome & { problem: string }>, sent: number): string {
  const groups = new Map<string, Array<Outcome & { problem: string }>>();
  for (const failure of failures) {
    const key = `${failure.request.operation} → ${failure.problem} ${messageOf(failure.body)}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  const lines = [`${failures.length} of ${sent} requests failed, ${groups.size} distinct:`];
  for (const [key, members] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const example = members[0] as Outcome & { problem: string };
    const { request } = example;
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, shorten(value, 80)]),
    );
    const payload =
      request.payload === undefined
        ? '(none)'
        : shorten(
            Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload,
            300,
          );
    lines.push(
      `\n● ${key}  ×${members.length}`,
      `  ${request.method} ${shorten(request.url, 300)}  [${request.auth}${request.auth === 'guest' ? '' : ' token'}]`,
      `  what: ${shorten(request.what, 200)}`,
      `  headers: ${JSON.stringify(headers)}`,
      `  body: ${JSON.stringify(payload)}`,
      `  answer: ${example.status} ${shorten(example.body, 300)}`,
    );
    const others = [...new Set(members.slice(1).map((member) => member.request.what))];
    if (others.length > 0) {
      const more = others.length > 8 ? ` ¦ …${others.length - 8} more` : '';
      lines.push(
        `  also: ${others
          .slice(0, 8)
          .map((what) => shorten(what, 60))
          .join(' ¦ ')}${more}`,
      );
    }
  }
  return lines.join('\n');
}
