import { unwrap } from '../../api/api-error.ts';
import { multimediaApi } from '../../api/clients.ts';
import { quietHeader } from '../../api/middleware.ts';

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
