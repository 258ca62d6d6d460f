import { descriptionOf } from '../../common/default-text-descriptions.ts';
import { type BuiltInLocale, builtInLocales, translationGroups } from '../../common/default-texts.ts';
import { translationServiceId } from '../../common/translation-service.ts';
import type { components } from '../../openapi/generated/projects';
import type { Database, Queryable } from '../db/database.ts';
import { conflict, notFound } from './errors.ts';

export type Translation = components['schemas']['Translation'];
export type TranslationInput = components['schemas']['TranslationInput'];
export type TranslationUpdate = components['schemas']['TranslationUpdate'];
export type GroupedTranslations = components['schemas']['GroupedTranslations'];
export type Language = components['schemas']['Language'];
export type LanguageInput = components['schemas']['LanguageInput'];

/** The built-in languages' names in the language switcher, before staff change them. */
const builtInLanguageNames: Record<BuiltInLocale, string> = { EN: 'English', DE: 'Deutsch', IT: 'Italiano' };

interface TranslationRow {
  id: number;
  key: string;
  value: string;
  description: string | null;
  service_id: number;
  prefix: string;
  grp: string | null;
  type: string | null;
}

const toTranslation = (row: TranslationRow): Translation => ({
  id: row.id,
  key: row.key,
  value: row.value,
  description: row.description,
  serviceId: row.service_id,
  prefix: row.prefix,
  group: row.grp,
  type: row.type === 'image' ? 'image' : null,
  registered: true,
});

export const languageKey = (prefix: string) => `title_language_${prefix.toLowerCase()}`;

export async function listLocaleTranslations(
  db: Queryable,
  locale: string,
  service: number,
): Promise<Translation[]> {
  const rows = await db.query<TranslationRow>(
    'select * from translations where service_id = $1 and prefix = $2 order by key',
    [service, locale.toUpperCase()],
  );
  return rows.map(toTranslation);
}

export async function listServiceTranslations(
  db: Queryable,
  service: number,
  query: { key?: string; prefix?: string },
): Promise<Translation[]> {
  const rows = await db.query<TranslationRow>(
    `select * from translations where service_id = $1 and ($2::text is null or key = $2)
       and ($3::text is null or prefix = $3) order by key, prefix`,
    [service, query.key ?? null, query.prefix?.toUpperCase() ?? null],
  );
  return rows.map(toTranslation);
}

/**
 * Every key once, under its group (groups in the order staff know them, then any others),
 * with its value in `prefix` and its values in every language.
 */
export async function groupedTranslations(
  db: Queryable,
  service: number,
  prefix = 'EN',
): Promise<GroupedTranslations> {
  const wanted = prefix.toUpperCase();
  const rows = await db.query<TranslationRow>(
    'select * from translations where service_id = $1 order by key',
    [service],
  );
  type Entry = GroupedTranslations['groups'][number]['translations'][number];
  const entries = new Map<string, Entry & { group: string }>();
  for (const row of rows) {
    const entry = entries.get(row.key) ?? {
      key: row.key,
      description: null,
      type: null,
      value: null,
      values: {},
      group: 'Other',
    };
    entry.values[row.prefix] = { id: row.id, value: row.value };
    if (row.prefix === wanted) entry.value = row.value;
    // The English row carries the description, group and type staff see for the key.
    if (row.prefix === 'EN' || entry.description === null) {
      entry.description = row.description ?? entry.description;
      entry.type = row.type ?? entry.type;
      entry.group = row.grp ?? entry.group;
    }
    entries.set(row.key, entry);
  }
  const order: string[] = translationGroups.map((group) => group.name);
  const groups = new Map<string, Entry[]>(order.map((name) => [name, []]));
  for (const { group, ...entry } of entries.values()) {
    const list = groups.get(group) ?? [];
    list.push(entry);
    groups.set(group, list);
  }
  return {
    prefix: wanted,
    groups: [...groups.entries()]
      .filter(([, translations]) => translations.length > 0)
      .map(([name, translations]) => ({ name, translations })),
  };
}

/** Stores translations in one transaction; an existing key in the same language is updated. */
export async function upsertTranslations(db: Database, inputs: TranslationInput[]): Promise<Translation[]> {
  return db.transaction(async (tx) => {
    const stored: Translation[] = [];
    for (const input of inputs) {
      const [row] = await tx.query<TranslationRow>(
        `insert into translations (service_id, key, prefix, value, description, grp, type)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (service_id, prefix, key) do update set value = excluded.value,
           description = coalesce(excluded.description, translations.description),
           grp = coalesce(excluded.grp, translations.grp), type = coalesce(excluded.type, translations.type),
           updated_at = now()
         returning *`,
        [
          input.serviceId ?? translationServiceId,
          input.key,
          input.prefix.toUpperCase(),
          input.value,
          input.description ?? null,
          input.group ?? null,
          input.type ?? null,
        ],
      );
      if (row) stored.push(toTranslation(row));
    }
    return stored;
  });
}

/** Updates translations by id in one transaction: all of them, or none when one is unknown. */
export async function updateTranslations(db: Database, updates: TranslationUpdate[]): Promise<Translation[]> {
  return db.transaction(async (tx) => {
    const stored: Translation[] = [];
    for (const update of updates) {
      const [row] = await tx.query<TranslationRow>(
        `update translations set value = $2, description = coalesce($3, description), updated_at = now()
         where id = $1 returning *`,
        [update.id, update.value, update.description ?? null],
      );
      if (!row) throw notFound();
      stored.push(toTranslation(row));
    }
    return stored;
  });
}

interface LanguageRow {
  id: number;
  name: string;
  prefix: string;
  service_id: number;
  built_in: boolean;
}

const toLanguage = (row: LanguageRow): Language => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  serviceId: row.service_id,
  key: languageKey(row.prefix),
  builtIn: row.built_in,
});

export async function listLanguages(db: Queryable, service: number): Promise<Language[]> {
  const rows = await db.query<LanguageRow>(
    'select * from languages where service_id = $1 order by built_in desc, id',
    [service],
  );
  return rows.map(toLanguage);
}

async function storeLanguageName(tx: Queryable, service: number, prefix: string, name: string) {
  await tx.query(
    `insert into translations (service_id, key, prefix, value, description, grp)
     values ($1, $2, 'EN', $3, 'Name of a language in the language switcher', 'Pages')
     on conflict (service_id, prefix, key) do update set value = excluded.value, updated_at = now()`,
    [service, languageKey(prefix), name],
  );
}

export async function createLanguage(db: Database, input: LanguageInput): Promise<Language> {
  const service = input.serviceId ?? translationServiceId;
  const prefix = input.prefix.toUpperCase();
  return db.transaction(async (tx) => {
    const existing = await tx.query('select 1 from languages where service_id = $1 and prefix = $2', [
      service,
      prefix,
    ]);
    if (existing.length > 0) throw conflict('language_already_exists');
    const [row] = await tx.query<LanguageRow>(
      'insert into languages (service_id, name, prefix) values ($1, $2, $3) returning *',
      [service, input.name.trim(), prefix],
    );
    if (!row) throw new Error('insert into languages returned no row');
    await storeLanguageName(tx, service, prefix, row.name);
    return toLanguage(row);
  });
}

export async function updateLanguage(db: Database, id: number, input: LanguageInput): Promise<Language> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<LanguageRow>('select * from languages where id = $1', [id]);
    if (!current) throw notFound();
    const prefix = input.prefix.toUpperCase();
    if (current.built_in && prefix !== current.prefix)
      throw conflict('built_in_language_prefix_cannot_change');
    if (prefix !== current.prefix) {
      // Translations stored under the new prefix without a language would collide with the moved ones.
      const taken = await tx.query(
        `select 1 from languages where service_id = $1 and prefix = $2
         union all select 1 from translations where service_id = $1 and prefix = $2 limit 1`,
        [current.service_id, prefix],
      );
      if (taken.length > 0) throw conflict('language_already_exists');
      await tx.query('update translations set prefix = $1 where service_id = $2 and prefix = $3', [
        prefix,
        current.service_id,
        current.prefix,
      ]);
    }
    const [row] = await tx.query<LanguageRow>(
      'update languages set name = $2, prefix = $3 where id = $1 returning *',
      [id, input.name.trim(), prefix],
    );
    if (!row) throw notFound();
    await storeLanguageName(tx, row.service_id, row.prefix, row.name);
    return toLanguage(row);
  });
}

/**
 * Adds the built-in languages and every default text the application knows that the service
 * does not have yet. Runs at every start, so texts added by an update appear; staff edits stay.
 */
export async function syncDefaultTranslations(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    for (const prefix of builtInLocales) {
      await tx.query(
        `insert into languages (service_id, name, prefix, built_in) values ($1, $2, $3, true)
         on conflict (service_id, prefix) do nothing`,
        [translationServiceId, builtInLanguageNames[prefix], prefix],
      );
    }
    const keys: string[] = [];
    const prefixes: string[] = [];
    const values: string[] = [];
    const descriptions: string[] = [];
    const groups: string[] = [];
    const types: Array<string | null> = [];
    for (const group of translationGroups) {
      for (const text of group.texts) {
        for (const [prefix, value] of [
          ['EN', text.en],
          ['DE', text.de],
          ['IT', text.it],
        ] as const) {
          if (value === undefined) continue;
          keys.push(text.key);
          prefixes.push(prefix);
          values.push(value);
          descriptions.push(descriptionOf(text.key));
          groups.push(group.name);
          types.push(text.type ?? null);
        }
      }
    }
    const inserted = await tx.query(
      `insert into translations (service_id, key, prefix, value, description, grp, type)
       select $1, * from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
       on conflict (service_id, prefix, key) do nothing returning id`,
      [translationServiceId, keys, prefixes, values, descriptions, groups, types],
    );
    return inserted.length;
  });
}
