import { dublinCoreDates } from '../../common/date-exports.ts';
import type { Queryable } from '../db/database.ts';
import { SqlParams } from '../db/sql.ts';
import { type CanonicalUrls, canonicalUrls } from './canonical-urls.ts';
import type { PublicUrls } from './context.ts';
import { type Edition, editionsById } from './editions.ts';
import { formatDatestamp, harvestRange } from './oai-pmh-dates.ts';
import {
  decodeResumptionToken,
  encodeResumptionToken,
  type RecordListState,
  type RecordListVerb,
  resumptionTokenKey,
  type SetListState,
} from './oai-pmh-tokens.ts';
import { element, fragment, type XmlMarkup, xmlDocument } from './xml.ts';

/**
 * OAI-PMH 2.0 (https://www.openarchives.org/OAI/openarchivesprotocol.html): one record per
 * edition in Dublin Core, sets by publisher and by place, deleted editions kept as deleted records
 * (migration 006), stateless resumption tokens. Every answer is an XML document with HTTP 200;
 * the protocol's errors are `<error code="…">` elements in it.
 */
export interface OaiRepository {
  db: Queryable;
  urls: PublicUrls;
  canonical: CanonicalUrls;
  baseUrl: string;
  /** The namespace of the identifiers: the public origin's host name. */
  repositoryIdentifier: string;
  repositoryName: string;
  adminEmail: string;
  /** Records (and sets) per answer before a resumption token. */
  pageSize: number;
  tokenKey: Buffer;
}

const DEFAULT_PAGE_SIZE = 100;

export function oaiRepository(options: {
  db: Queryable;
  urls: PublicUrls;
  publicOrigin: string;
  adminEmail: string;
  /** The server's secret; the tokens' signing key is derived from it. */
  secret: string;
  repositoryName?: string;
  pageSize?: number;
}): OaiRepository {
  return {
    db: options.db,
    urls: options.urls,
    canonical: canonicalUrls(options.publicOrigin),
    baseUrl: `${options.publicOrigin}/oai`,
    repositoryIdentifier: new URL(options.publicOrigin).hostname,
    repositoryName: options.repositoryName ?? "Photographers' Catalogues",
    adminEmail: options.adminEmail,
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    tokenKey: resumptionTokenKey(options.secret),
  };
}

type ErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

class OaiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

type Verb = keyof typeof verbArguments;
type Arguments = Partial<Record<string, string>>;

/** Each verb's arguments: required, optional, and whether a resumptionToken may stand for them. */
const verbArguments = {
  Identify: { required: [], optional: [], resumable: false },
  ListMetadataFormats: { required: [], optional: ['identifier'], resumable: false },
  ListSets: { required: [], optional: [], resumable: true },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], resumable: true },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], resumable: true },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [], resumable: false },
} satisfies Record<string, { required: string[]; optional: string[]; resumable: boolean }>;

const isVerb = (value: string): value is Verb => Object.hasOwn(verbArguments, value);

const OAI_DC = {
  metadataPrefix: 'oai_dc',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
  metadataNamespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
};

/**
 * The answer to one request, given its arguments as they came (query string or form body, in
 * order, repeats kept so they can be refused).
 */
export async function answerOaiRequest(
  repo: OaiRepository,
  pairs: Array<[string, string]>,
  now = new Date(),
): Promise<string> {
  const checked = checkArguments(pairs);
  let request = element('request', {}, repo.baseUrl);
  let body: XmlMarkup;
  if (checked instanceof OaiError) {
    body = errorElement(checked);
  } else {
    request = element('request', { verb: checked.verb, ...checked.args }, repo.baseUrl);
    try {
      body = await answerVerb(repo, checked.verb, checked.args);
    } catch (error) {
      if (!(error instanceof OaiError)) throw error;
      // Only the base URL is echoed when the arguments themselves were wrong.
      if (error.code === 'badArgument') request = element('request', {}, repo.baseUrl);
      body = errorElement(error);
    }
  }
  return xmlDocument(
    element(
      'OAI-PMH',
      {
        xmlns: 'http://www.openarchives.org/OAI/2.0/',
        'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
        'xsi:schemaLocation':
          'http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd',
      },
      element('responseDate', {}, formatDatestamp(Math.floor(now.getTime() / 1000))),
      request,
      body,
    ),
  );
}

const errorElement = (error: OaiError) => element('error', { code: error.code }, error.message);

/** The verb and its arguments, or badVerb / badArgument for a request the protocol does not allow. */
function checkArguments(pairs: Array<[string, string]>): { verb: Verb; args: Arguments } | OaiError {
  const verbs = pairs.filter(([key]) => key === 'verb').map(([, value]) => value);
  if (verbs.length === 0) return new OaiError('badVerb', 'The verb argument is missing');
  if (verbs.length > 1) return new OaiError('badVerb', 'The verb argument is repeated');
  const verb = verbs[0] as string;
  if (!isVerb(verb)) return new OaiError('badVerb', `Not an OAI-PMH verb: ${verb}`);
  const allowed = verbArguments[verb];
  const args: Arguments = {};
  for (const [key, value] of pairs) {
    if (key === 'verb') continue;
    const legal =
      (allowed.required as string[]).includes(key) ||
      (allowed.optional as string[]).includes(key) ||
      (allowed.resumable && key === 'resumptionToken');
    if (!legal) return new OaiError('badArgument', `${verb} does not take the argument '${key}'`);
    if (args[key] !== undefined) return new OaiError('badArgument', `The argument '${key}' is repeated`);
    args[key] = value;
  }
  if (args.resumptionToken !== undefined) {
    if (Object.keys(args).length > 1) {
      return new OaiError(
        'badArgument',
        'resumptionToken is an exclusive argument: send it alone with the verb',
      );
    }
    return { verb, args };
  }
  const missing = (allowed.required as string[]).filter((key) => args[key] === undefined);
  if (missing.length > 0) {
    return new OaiError(
      'badArgument',
      `${verb} needs the argument${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
    );
  }
  return { verb, args };
}

function answerVerb(repo: OaiRepository, verb: Verb, args: Arguments): Promise<XmlMarkup> {
  switch (verb) {
    case 'Identify':
      return identify(repo);
    case 'ListMetadataFormats':
      return listMetadataFormats(repo, args.identifier);
    case 'ListSets':
      return listSets(repo, args.resumptionToken);
    case 'GetRecord':
      return getRecord(repo, args.identifier as string, args.metadataPrefix as string);
    case 'ListIdentifiers':
    case 'ListRecords':
      return listRecords(repo, verb, args);
  }
}

// --- Identify and formats ----------------------------------------------------------------------

const OAI_IDENTIFIER_NAMESPACE = /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/;

async function identify(repo: OaiRepository): Promise<XmlMarkup> {
  const params = new SqlParams();
  const [row] = await repo.db.query<{ earliest: number | string | null }>(
    `select min(datestamp) as earliest from (${recordsSql(params, null)}) r`,
    params.values,
  );
  const earliest = row?.earliest === null || row?.earliest === undefined ? null : Number(row.earliest);
  // The oai-identifier description is only valid for a host name with a dot (not 'localhost').
  const describesIdentifiers = OAI_IDENTIFIER_NAMESPACE.test(repo.repositoryIdentifier);
  return element(
    'Identify',
    {},
    element('repositoryName', {}, repo.repositoryName),
    element('baseURL', {}, repo.baseUrl),
    element('protocolVersion', {}, '2.0'),
    element('adminEmail', {}, repo.adminEmail),
    element('earliestDatestamp', {}, formatDatestamp(earliest ?? Math.floor(Date.now() / 1000))),
    element('deletedRecord', {}, 'persistent'),
    element('granularity', {}, 'YYYY-MM-DDThh:mm:ssZ'),
    describesIdentifiers &&
      element(
        'description',
        {},
        element(
          'oai-identifier',
          {
            xmlns: 'http://www.openarchives.org/OAI/2.0/oai-identifier',
            'xsi:schemaLocation':
              'http://www.openarchives.org/OAI/2.0/oai-identifier http://www.openarchives.org/OAI/2.0/oai-identifier.xsd',
          },
          element('scheme', {}, 'oai'),
          element('repositoryIdentifier', {}, repo.repositoryIdentifier),
          element('delimiter', {}, ':'),
          element('sampleIdentifier', {}, oaiIdentifier(repo, 1)),
        ),
      ),
  );
}

async function listMetadataFormats(repo: OaiRepository, identifier: string | undefined): Promise<XmlMarkup> {
  if (identifier !== undefined) await recordRow(repo, identifier);
  return element(
    'ListMetadataFormats',
    {},
    element(
      'metadataFormat',
      {},
      element('metadataPrefix', {}, OAI_DC.metadataPrefix),
      element('schema', {}, OAI_DC.schema),
      element('metadataNamespace', {}, OAI_DC.metadataNamespace),
    ),
  );
}

// --- Sets --------------------------------------------------------------------------------------

/** The set hierarchy: `publisher` and `place`, and below them one set per publisher and place. */
const setKinds = ['publisher', 'place'] as const;
type SetKind = (typeof setKinds)[number];
type SetFilter = { kind: SetKind; id?: number };

const MAX_INT4 = 2_147_483_647;

/** The set a setSpec names, or null when no such set can exist. */
function parseSetSpec(spec: string): SetFilter | null {
  const match = /^(publisher|place)(?::([1-9][0-9]{0,9}))?$/.exec(spec);
  if (!match) return null;
  const kind = match[1] as SetKind;
  if (match[2] === undefined) return { kind };
  const id = Number(match[2]);
  return id <= MAX_INT4 ? { kind, id } : null;
}

/** Ranks order the sets: each kind's parent set, then its members by id. */
const setRanks = { publisher: 0, place: 2 } as const;

async function listSets(repo: OaiRepository, token: string | undefined): Promise<XmlMarkup> {
  let state: SetListState | null = null;
  if (token !== undefined) {
    const decoded = decodeResumptionToken(token, repo.tokenKey);
    if (decoded?.verb !== 'ListSets')
      throw new OaiError('badResumptionToken', 'The resumptionToken is not valid');
    state = decoded;
  }
  const after = state?.after ?? [-1, -1];
  const [rows, completeListSize] = await Promise.all([
    repo.db.query<{ rank: number; id: number; name: string | null }>(
      `select rank, id, name from (
         select 0 as rank, 0 as id, null::text as name
         union all select 1, id, name from publishers
         union all select 2, 0, null
         union all select 3, id, coalesce(names->>'EN', original_name, label, '') from places
       ) s where (rank, id) > ($1, $2) order by rank, id limit $3`,
      [after[0], after[1], repo.pageSize + 1],
    ),
    state
      ? Promise.resolve(state.completeListSize)
      : repo.db
          .query<{ count: number }>(
            'select (select count(*) from publishers) + (select count(*) from places) + 2 as count',
          )
          .then(([row]) => Number(row?.count ?? 0)),
  ]);
  const page = rows.slice(0, repo.pageSize);
  const cursor = state?.cursor ?? 0;
  const last = page.at(-1);
  const next: SetListState | null =
    rows.length > repo.pageSize && last
      ? { verb: 'ListSets', after: [last.rank, last.id], cursor: cursor + page.length, completeListSize }
      : null;
  return element(
    'ListSets',
    {},
    ...page.map((row) => {
      const kind = row.rank < setRanks.place ? 'publisher' : 'place';
      const parent = row.rank === setRanks[kind];
      return element(
        'set',
        {},
        element('setSpec', {}, parent ? kind : `${kind}:${row.id}`),
        element(
          'setName',
          {},
          parent
            ? kind === 'publisher'
              ? 'Catalogues by publisher'
              : 'Catalogues by place'
            : `${kind === 'publisher' ? 'Publisher' : 'Place'}: ${row.name ?? ''}`,
        ),
      );
    }),
    resumptionTokenElement(repo, next, cursor, completeListSize, state !== null),
  );
}

// --- Records -----------------------------------------------------------------------------------

interface RecordRow {
  id: number;
  datestamp: number | string;
  deleted: boolean;
  /** A deleted record's sets, kept when it was deleted. */
  set_specs: string[] | null;
}

const epochSeconds = (column: string) => `floor(extract(epoch from ${column}))::bigint`;

/**
 * Every record, live and deleted, as (id, datestamp in seconds, deleted, set_specs), within a set
 * when one is given. A live edition's datestamp is the later of its own and its catalogue's last
 * change (the catalogue's title is part of the record); a deleted one's is its deletion.
 */
function recordsSql(params: SqlParams, set: SetFilter | null): string {
  let live = 'true';
  let deleted = 'true';
  if (set) {
    const table = set.kind === 'publisher' ? 'edition_publishers' : 'edition_places';
    const column = set.kind === 'publisher' ? 'publisher_id' : 'place_id';
    if (set.id === undefined) {
      live = `exists (select 1 from ${table} l where l.edition_id = e.id)`;
      deleted = `exists (select 1 from unnest(d.set_specs) s where s like ${params.add(`${set.kind}:%`)})`;
    } else {
      live = `exists (select 1 from ${table} l where l.edition_id = e.id and l.${column} = ${params.add(set.id)})`;
      deleted = `${params.add(`${set.kind}:${set.id}`)} = any(d.set_specs)`;
    }
  }
  return `select e.id, ${epochSeconds('greatest(e.updated_at, c.updated_at)')} as datestamp,
      false as deleted, null::text[] as set_specs
    from editions e join catalogues c on c.id = e.catalogue_id where ${live}
    union all
    select d.edition_id, ${epochSeconds('d.deleted_at')}, true, d.set_specs
    from oai_deleted_editions d
    where not exists (select 1 from editions e where e.id = d.edition_id) and ${deleted}`;
}

/** `oai:{host}:edition:{id}`. */
const oaiIdentifier = (repo: OaiRepository, editionId: number) =>
  `oai:${repo.repositoryIdentifier}:edition:${editionId}`;

/** The record an identifier names, live or deleted, or idDoesNotExist. */
async function recordRow(repo: OaiRepository, identifier: string): Promise<RecordRow> {
  const prefix = `oai:${repo.repositoryIdentifier}:edition:`;
  const local = identifier.startsWith(prefix) ? identifier.slice(prefix.length) : '';
  const id = /^[1-9][0-9]{0,9}$/.test(local) ? Number(local) : 0;
  if (id > 0 && id <= MAX_INT4) {
    const params = new SqlParams();
    const records = recordsSql(params, null);
    const [row] = await repo.db.query<RecordRow>(
      `select * from (${records}) r where id = ${params.add(id)}`,
      params.values,
    );
    if (row) return row;
  }
  throw new OaiError('idDoesNotExist', `No record has the identifier ${identifier}`);
}

async function getRecord(
  repo: OaiRepository,
  identifier: string,
  metadataPrefix: string,
): Promise<XmlMarkup> {
  const row = await recordRow(repo, identifier);
  if (metadataPrefix !== OAI_DC.metadataPrefix) throw cannotDisseminate(metadataPrefix);
  const editions = await editionsOf(repo, [row]);
  const [record] = renderRecords(repo, [row], editions, true);
  if (!record) throw new OaiError('idDoesNotExist', `No record has the identifier ${identifier}`);
  return element('GetRecord', {}, record);
}

const cannotDisseminate = (metadataPrefix: string) =>
  new OaiError(
    'cannotDisseminateFormat',
    `The metadata format '${metadataPrefix}' is not served here: ask for oai_dc`,
  );

async function listRecords(repo: OaiRepository, verb: RecordListVerb, args: Arguments): Promise<XmlMarkup> {
  let state: RecordListState | null = null;
  let query: Pick<RecordListState, 'metadataPrefix' | 'set' | 'from' | 'until'>;
  if (args.resumptionToken !== undefined) {
    const decoded = decodeResumptionToken(args.resumptionToken, repo.tokenKey);
    if (decoded?.verb !== verb) throw new OaiError('badResumptionToken', 'The resumptionToken is not valid');
    state = decoded;
    query = decoded;
  } else {
    const range = harvestRange(args.from, args.until);
    if (typeof range === 'string') throw new OaiError('badArgument', range);
    const metadataPrefix = args.metadataPrefix as string;
    if (metadataPrefix !== OAI_DC.metadataPrefix) throw cannotDisseminate(metadataPrefix);
    query = { metadataPrefix, ...range, ...(args.set === undefined ? {} : { set: args.set }) };
  }
  const set = query.set === undefined ? null : parseSetSpec(query.set);
  if (query.set !== undefined && !set) throw noRecordsMatch();

  const params = new SqlParams();
  const records = recordsSql(params, set);
  const range: string[] = [];
  if (query.from !== undefined) range.push(`datestamp >= ${params.add(query.from)}`);
  if (query.until !== undefined) range.push(`datestamp < ${params.add(query.until)}`);
  const rangeValues = [...params.values];
  const conditions = [...range];
  if (state)
    conditions.push(`(datestamp, id) > (${params.add(state.after[0])}, ${params.add(state.after[1])})`);
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const [rows, counted] = await Promise.all([
    repo.db.query<RecordRow>(
      `select * from (${records}) r ${where} order by datestamp, id limit ${params.add(repo.pageSize + 1)}`,
      params.values,
    ),
    state
      ? Promise.resolve(state.completeListSize)
      : repo.db
          .query<{ count: number }>(
            `select count(*)::int as count from (${records}) r ${range.length > 0 ? `where ${range.join(' and ')}` : ''}`,
            rangeValues,
          )
          .then(([row]) => Number(row?.count ?? 0)),
  ]);
  const page = rows.slice(0, repo.pageSize);
  if (page.length === 0) throw noRecordsMatch();
  const cursor = state?.cursor ?? 0;
  // The list may have grown since it began: never claim fewer records than were sent.
  const completeListSize = Math.max(counted, cursor + page.length);
  const last = page.at(-1) as RecordRow;
  const next: RecordListState | null =
    rows.length > repo.pageSize
      ? {
          verb,
          ...query,
          after: [Number(last.datestamp), last.id],
          cursor: cursor + page.length,
          completeListSize,
        }
      : null;
  const withMetadata = verb === 'ListRecords';
  const editions = await editionsOf(repo, page);
  return element(
    verb,
    {},
    ...renderRecords(repo, page, editions, withMetadata),
    resumptionTokenElement(repo, next, cursor, completeListSize, state !== null),
  );
}

const noRecordsMatch = () =>
  new OaiError('noRecordsMatch', 'No records match the combination of set, from, until and metadataPrefix');

/**
 * A token for the next page; on the last page of a resumed list an empty one (the protocol's
 * sign that the list is complete); nothing for a list that fit on one page.
 */
function resumptionTokenElement(
  repo: OaiRepository,
  next: RecordListState | SetListState | null,
  cursor: number,
  completeListSize: number,
  resumed: boolean,
): XmlMarkup | null {
  if (!next && !resumed) return null;
  return element(
    'resumptionToken',
    { completeListSize, cursor },
    next ? encodeResumptionToken(next, repo.tokenKey) : null,
  );
}

/** The live editions among the rows, by id, with everything their records show. */
async function editionsOf(repo: OaiRepository, rows: RecordRow[]): Promise<Map<number, Edition>> {
  const ids = rows.filter((row) => !row.deleted).map((row) => row.id);
  const editions = await editionsById(repo.db, repo.urls, ids, 'en');
  return new Map(editions.map((edition) => [edition.id, edition]));
}

/** Headers, or whole records: a deleted record is its header alone. An edition gone meanwhile is left out. */
function renderRecords(
  repo: OaiRepository,
  rows: RecordRow[],
  editions: Map<number, Edition>,
  withMetadata: boolean,
): XmlMarkup[] {
  return rows.flatMap((row) => {
    const edition = editions.get(row.id);
    if (!row.deleted && !edition) return [];
    const setSpecs = edition
      ? [
          ...edition.publishers.map((publisher) => `publisher:${publisher.id}`),
          ...edition.places.map((place) => `place:${place.id}`),
        ]
      : (row.set_specs ?? []);
    const header = element(
      'header',
      { status: row.deleted ? 'deleted' : undefined },
      element('identifier', {}, oaiIdentifier(repo, row.id)),
      element('datestamp', {}, formatDatestamp(Number(row.datestamp))),
      ...setSpecs.map((spec) => element('setSpec', {}, spec)),
    );
    if (!withMetadata) return [header];
    return [
      element('record', {}, header, edition && element('metadata', {}, dublinCore(repo.canonical, edition))),
    ];
  });
}

/** A place's name, in English where it has one. */
const nameOf = (name: string | Record<string, string>) =>
  typeof name === 'string' ? name : (name.EN ?? Object.values(name)[0] ?? '');

/**
 * The edition in simple Dublin Core: the firm as creator and publisher as it signed, the date as
 * EDTF (ISO 8601-2, the stored reading or the staff's correction) and then as written, the places,
 * the holding institutions as the source, the canonical addresses.
 */
function dublinCore(canonical: CanonicalUrls, edition: Edition): XmlMarkup {
  const dc = (name: string, value: string | null | undefined) =>
    value?.trim() ? element(`dc:${name}`, {}, value.trim()) : null;
  const firms = edition.publishers.map((publisher) => publisher.name);
  return element(
    'oai_dc:dc',
    {
      'xmlns:oai_dc': OAI_DC.metadataNamespace,
      'xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': `${OAI_DC.metadataNamespace} ${OAI_DC.schema}`,
    },
    dc('title', edition.title?.trim() ? edition.title : edition.catalogue.mainTitle),
    fragment(firms.map((firm) => dc('creator', firm))),
    fragment(firms.map((firm) => dc('publisher', firm))),
    fragment(
      dublinCoreDates({
        written: edition.date,
        edtf: edition.dateEdtf,
        uncertain: edition.dateUncertain,
      }).map((date) => dc('date', date)),
    ),
    fragment(edition.places.map((place) => dc('coverage', nameOf(place.name)))),
    dc('description', edition.editionEnumeration),
    dc('description', edition.illustrativeContent),
    dc('type', 'Text'),
    dc('type', 'sales catalogue'),
    dc('format', edition.pdf ? 'application/pdf' : null),
    dc('format', edition.physicalDescription),
    dc('identifier', canonical.edition(edition.catalogueId, edition.id)),
    dc('relation', canonical.catalogue(edition.catalogueId)),
    fragment(edition.holders.map((holder) => dc('source', holder.name))),
    dc('source', edition.citation),
  );
}
