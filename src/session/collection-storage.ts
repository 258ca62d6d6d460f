import { z } from 'zod/mini';
import type { CollectionItem } from '../../machines/collection/collection.rules.ts';

/** Spec section 9: the collection lives in local storage under this key, as `{ items: [...] }`. */
export const collectionStorageKey = 'catalogue_collection';
const positionStorageKey = 'catalogue_collection_position';

const itemSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageSrc: z.nullable(z.string()),
  url: z.string(),
  publishers: z.array(z.object({ name: z.string() })),
});
const storedCollection = z.object({ items: z.array(itemSchema) });
const storedPosition = z.object({ x: z.number(), y: z.number() });

/** The stored items; a failed read or malformed data is logged and gives an empty collection. */
export function readCollection(): CollectionItem[] {
  try {
    const raw = window.localStorage.getItem(collectionStorageKey);
    if (raw === null) return [];
    const parsed = storedCollection.safeParse(JSON.parse(raw));
    if (!parsed.success) {
      console.warn('the stored collection is malformed; starting empty', parsed.error.issues);
      return [];
    }
    return parsed.data.items;
  } catch (error) {
    console.warn('could not read the collection', error);
    return [];
  }
}

export function writeCollection(items: CollectionItem[]): void {
  try {
    window.localStorage.setItem(collectionStorageKey, JSON.stringify({ items }));
  } catch (error) {
    console.warn('could not store the collection', error);
  }
}

export function readPosition(): { x: number; y: number } | undefined {
  try {
    const raw = window.localStorage.getItem(positionStorageKey);
    const parsed = raw === null ? undefined : storedPosition.safeParse(JSON.parse(raw));
    return parsed?.success ? parsed.data : undefined;
  } catch (error) {
    console.warn('could not read the collection widget position', error);
    return undefined;
  }
}

export function writePosition(position: { x: number; y: number }): void {
  try {
    window.localStorage.setItem(positionStorageKey, JSON.stringify(position));
  } catch (error) {
    console.warn('could not store the collection widget position', error);
  }
}
