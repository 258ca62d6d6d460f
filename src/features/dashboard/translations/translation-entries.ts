import { descriptionOf } from '../../../../common/default-text-descriptions.ts';
import { type DefaultText, translationGroups } from '../../../../common/default-texts.ts';
import type { components } from '../../../../openapi/generated/projects';

type GroupedTranslations = components['schemas']['GroupedTranslations'];
type ServerEntry = GroupedTranslations['groups'][number]['translations'][number];
export type TranslationInput = components['schemas']['TranslationInput'];
export type TranslationUpdate = components['schemas']['TranslationUpdate'];

/** What the translations service stores for a key in one language. */
export interface StoredValue {
  id: number;
  value: string;
}

/**
 * One key as staff see it: the application's default English text and description, and the
 * values the translations service holds per language prefix. A language without a stored value
 * is a placeholder (registered=false): saving it creates the translation.
 */
export interface TranslationEntry {
  key: string;
  group: string;
  description: string;
  type: 'image' | null;
  /** The English text the application ships (the service's English value for keys it does not know). */
  defaultText: string;
  values: Record<string, StoredValue>;
}

/** The group of the service's keys that belong to no known group. */
export const otherGroup = 'Other';

const fromDefault = (
  group: string,
  text: DefaultText,
  description: string,
  stored?: ServerEntry,
): TranslationEntry => ({
  key: text.key,
  group,
  description: description || stored?.description || '',
  type: text.type ?? (stored?.type === 'image' ? 'image' : null),
  defaultText: text.en,
  values: { ...stored?.values },
});

/**
 * Every key of the application's translation groups (spec section 3), in their order, with what
 * the service holds for it; then the keys only the service knows (a language's name), under the
 * group the service gives them.
 */
export function mergeTranslations(
  server: GroupedTranslations['groups'],
  groups: ReadonlyArray<{ name: string; texts: readonly DefaultText[] }> = translationGroups,
  descriptionIn: (key: string) => string = descriptionOf,
): TranslationEntry[] {
  const stored = new Map<string, { group: string; entry: ServerEntry }>();
  for (const group of server) {
    for (const entry of group.translations) stored.set(entry.key, { group: group.name, entry });
  }
  const entries: TranslationEntry[] = [];
  const known = new Set<string>();
  for (const group of groups) {
    for (const text of group.texts) {
      known.add(text.key);
      entries.push(fromDefault(group.name, text, descriptionIn(text.key), stored.get(text.key)?.entry));
    }
  }
  const extra = [...stored.values()].filter(({ entry }) => !known.has(entry.key));
  const order = groups.map((group) => group.name);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  // Stable: the service's keys come after the defaults of their group, groups in the known order.
  const merged = [
    ...entries,
    ...extra.map(({ group, entry }) => ({
      key: entry.key,
      group: group || otherGroup,
      description: entry.description ?? '',
      type: entry.type === 'image' ? ('image' as const) : null,
      defaultText: entry.values.EN?.value ?? entry.value ?? '',
      values: { ...entry.values },
    })),
  ];
  return merged
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry.group) - rank(b.entry.group) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The names of the groups, in the order of the entries. */
export function groupNamesOf(entries: readonly TranslationEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.group))];
}

/** The service's value in a language, '' when it has none. */
export const storedValue = (entry: TranslationEntry, prefix: string) => entry.values[prefix]?.value ?? '';

/** True when the service holds a translation of the key in the language (registered). */
export const isRegistered = (entry: TranslationEntry, prefix: string) => entry.values[prefix] !== undefined;

/**
 * A key needs translating in a language when the service holds no text for it there although
 * there is an English text (an image entry without an English image needs nothing).
 */
export function isUntranslated(entry: TranslationEntry, prefix: string): boolean {
  const english = entry.defaultText.trim() || storedValue(entry, 'EN').trim();
  return storedValue(entry, prefix).trim() === '' && english !== '';
}

export interface TranslationFilter {
  prefix: string;
  q?: string;
  group?: string;
  untranslated?: boolean;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The entries of a group (all without one) whose key, texts or description hold the search words. */
export function filterEntries(
  entries: readonly TranslationEntry[],
  { prefix, q, group }: Omit<TranslationFilter, 'untranslated'>,
): TranslationEntry[] {
  const words = fold(q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  return entries.filter((entry) => {
    if (group && entry.group !== group) return false;
    if (words.length === 0) return true;
    const haystack = fold(
      [entry.key, entry.defaultText, entry.description, storedValue(entry, prefix)].join('\n'),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/** A draft's address: the key in one language. */
export const draftId = (prefix: string, key: string) => `${prefix}:${key}`;

export interface Draft {
  prefix: string;
  key: string;
  value: string;
}

/**
 * The calls that store the drafts (spec section 7): a `POST /translations` array for the
 * languages the service has no text of the key in yet (registered=false), a `PUT` array by id
 * for the others. Drafts equal to the stored value are left out.
 */
export function saveRequests(
  drafts: Iterable<Draft>,
  entries: ReadonlyMap<string, TranslationEntry>,
  serviceId: number,
): { create: TranslationInput[]; update: TranslationUpdate[] } {
  const create: TranslationInput[] = [];
  const update: TranslationUpdate[] = [];
  for (const draft of drafts) {
    const entry = entries.get(draft.key);
    if (!entry || storedValue(entry, draft.prefix) === draft.value) continue;
    const stored = entry.values[draft.prefix];
    if (stored) {
      update.push({ id: stored.id, value: draft.value });
    } else {
      create.push({
        key: entry.key,
        value: draft.value,
        prefix: draft.prefix,
        description: entry.description || null,
        serviceId,
        group: entry.group === otherGroup ? null : entry.group,
        type: entry.type,
      });
    }
  }
  return { create, update };
}
