import type { operations } from '../../../openapi/generated/multimedia';
import type { DomainContext } from '../../domain/context.ts';
import { badRequest, HttpError } from '../../domain/errors.ts';
import type { FileStore } from '../../domain/files.ts';
import { getMedia, type ImageLimits, uploadMedia } from '../../domain/media.ts';
import { defineHandlers } from '../typed-handlers.ts';

/** The multimedia service (openapi/multimedia.yaml). */
export function multimediaHandlers(ctx: DomainContext, store: FileStore, limits: ImageLimits) {
  return defineHandlers<operations>({
    uploadMedia: async ({ request, reply }) => {
      if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
      // This call's limit replaces the plugin's (the PDF limit): busboy cuts the file short there.
      const part = await request.file({ limits: { fileSize: limits.maxBytes } });
      if (!part) throw badRequest('file_is_required');
      const headerName = request.headers['file-name'];
      const fileName =
        printable(typeof headerName === 'string' ? decodedName(headerName) : part.filename) || null;
      const data = await uploadMedia(ctx, store, limits, part.file, fileName);
      reply.code(201);
      return { data };
    },
    getMedia: async ({ params }) => ({ data: await getMedia(ctx, params.id) }),
  });
}

/** The `file-name` header is percent-encoded by the web app; a name that is not is kept as sent. */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** A file name is only a label: control characters (a NUL the database cannot hold) are dropped. */
function printable(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
  return name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 300);
}
