import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stateless resumption tokens: the list's query and where the next page starts, as base64url JSON,
 * signed with a key of the server's so a harvester cannot hand back a token it altered. Nothing is
 * kept on the server, so a token never expires; a list that changed meanwhile simply goes on after
 * the last record sent (records are ordered by datestamp and id).
 */
export type RecordListVerb = 'ListIdentifiers' | 'ListRecords';

export interface RecordListState {
  verb: RecordListVerb;
  metadataPrefix: string;
  set?: string;
  /** Seconds: from inclusive, until exclusive (see harvestRange). */
  from?: number;
  until?: number;
  /** The last record sent: its datestamp (seconds) and edition id. */
  after: [number, number];
  /** Records sent before the next page, and the list's size when it began. */
  cursor: number;
  completeListSize: number;
}

export interface SetListState {
  verb: 'ListSets';
  /** The last set sent: its kind's rank and its id. */
  after: [number, number];
  cursor: number;
  completeListSize: number;
}

export type ListState = RecordListState | SetListState;

const SIGNATURE_LENGTH = 22; // 16 bytes of HMAC-SHA256 in base64url
const MAX_TOKEN_LENGTH = 1000;
const SET_SPEC = /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/;

/** The key tokens are signed with, derived from the server's secret (never the secret itself). */
export function resumptionTokenKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('oai-pmh resumption token').digest();
}

const sign = (payload: string, key: Buffer) =>
  createHmac('sha256', key).update(payload).digest('base64url').slice(0, SIGNATURE_LENGTH);

export function encodeResumptionToken(state: ListState, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify({ v: 1, ...state })).toString('base64url');
  return `${payload}.${sign(payload, key)}`;
}

/** The state a token carries, or null when it is malformed, altered or not one of ours. */
export function decodeResumptionToken(token: string, key: Buffer): ListState | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0 || !/^[A-Za-z0-9_-]+$/.test(payload)) return null;
  const expected = Buffer.from(sign(payload, key));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  return validState(value);
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isSeconds = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

function validState(value: unknown): ListState | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const state = value as Record<string, unknown>;
  const { v, verb, after, cursor, completeListSize } = state;
  if (v !== 1 || !isCount(cursor) || !isCount(completeListSize)) return null;
  if (!Array.isArray(after) || after.length !== 2) return null;
  const [datestampOrRank, id] = after as unknown[];
  if (!isSeconds(datestampOrRank) || !isSeconds(id)) return null;
  const position: [number, number] = [datestampOrRank, id];
  if (verb === 'ListSets') {
    if (Object.keys(state).length !== 5) return null;
    return { verb, after: position, cursor, completeListSize };
  }
  if (verb !== 'ListIdentifiers' && verb !== 'ListRecords') return null;
  const { metadataPrefix, set, from, until } = state;
  const known = [
    'v',
    'verb',
    'after',
    'cursor',
    'completeListSize',
    'metadataPrefix',
    'set',
    'from',
    'until',
  ];
  if (Object.keys(state).some((key) => !known.includes(key))) return null;
  if (typeof metadataPrefix !== 'string' || metadataPrefix.length > 100) return null;
  if (set !== undefined && (typeof set !== 'string' || set.length > 100 || !SET_SPEC.test(set))) return null;
  if ((from !== undefined && !isSeconds(from)) || (until !== undefined && !isSeconds(until))) return null;
  return {
    verb,
    metadataPrefix,
    ...(set === undefined ? {} : { set }),
    ...(from === undefined ? {} : { from }),
    ...(until === undefined ? {} : { until }),
    after: position,
    cursor,
    completeListSize,
  };
}
