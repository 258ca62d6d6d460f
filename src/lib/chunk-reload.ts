import { z } from 'zod/mini';

const storageKey = 'chunk_reload_at';
/** Spec section 9: a chunk-load failure reloads the page at most once per 60 seconds. */
export const chunkReloadGuardMs = 60_000;

/** A failed dynamic import: the deployed files changed under an open page. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i.test(
    message,
  );
}

/**
 * Reloads the page once to pick up the new files; a second failure within the guard time is
 * left to the error page, so a broken deployment cannot loop.
 */
export function reloadAfterChunkError(now = Date.now(), reload = () => window.location.reload()): boolean {
  let last = 0;
  try {
    last = z.catch(z.coerce.number(), 0).parse(window.sessionStorage.getItem(storageKey) ?? 0);
  } catch (error) {
    console.warn('could not read the reload guard', error);
  }
  if (now - last < chunkReloadGuardMs) return false;
  try {
    window.sessionStorage.setItem(storageKey, String(now));
  } catch (error) {
    console.warn('could not store the reload guard', error);
  }
  reload();
  return true;
}
