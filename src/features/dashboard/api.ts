import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error.ts';
import { multimediaApi } from '@/api/clients.ts';
import { quietHeader } from '@/api/middleware.ts';

/**
 * What the dashboard's slices share: the upload to the multimedia service (an edition's cover, an
 * image translation) and the refresh after a change, by the keys each slice's `api.ts` names.
 */

/** Marks the answers under each key stale and fetches again those on screen. */
export function invalidateKeys(queryClient: QueryClient, keys: ReadonlyArray<QueryKey>) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * Stores an image in the multimedia service (a file and its name); answers the stored image, with
 * its id (an edition's `imageId`) and its URL (an image translation). `quiet`: a refusal is shown
 * at the field by the caller, not as a notification.
 */
export async function uploadImage(file: File, { quiet = false }: { quiet?: boolean } = {}) {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await unwrap(
    multimediaApi.POST('/', {
      body: form as never,
      headers: { 'file-name': encodeURIComponent(file.name), ...(quiet ? { [quietHeader]: '1' } : {}) },
    }),
  );
  return data;
}
