import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { components } from '../../openapi/generated/multimedia';
import type { DomainContext } from './context.ts';
import { HttpError, notFound } from './errors.ts';
import { type FileStore, registerFile } from './files.ts';

export type Media = components['schemas']['Media'];
type ImageType = Media['mimeType'];
const imageTypes: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/tiff',
] satisfies ImageType[];
const isImageType = (type: string | null): type is ImageType => type !== null && imageTypes.includes(type);

interface FileRow {
  id: number;
  sha256: string;
  mime_type: ImageType;
  size: number;
  width: number | null;
  height: number | null;
  file_name: string | null;
}

const toMedia = (row: FileRow, iiifBase: string): Media => ({
  id: row.id,
  fileName: row.file_name,
  mimeType: row.mime_type,
  size: row.size,
  width: row.width ?? 0,
  height: row.height ?? 0,
  sha256: row.sha256,
  url: `${iiifBase}/${row.sha256}/full/max/0/default.jpg`,
  iiif: `${iiifBase}/${row.sha256}`,
});

export interface ImageLimits {
  /** Largest upload in bytes; the multipart parser cuts a larger file short (see the handler). */
  maxBytes: number;
  /** Largest image in pixels (width × height): decoding one costs memory in proportion. */
  maxPixels: number;
}

/**
 * Stores an uploaded image. Refused, with nothing kept: anything that is not JPEG, PNG, WebP or
 * TIFF by its first bytes, or does not decode completely (truncated, corrupt) (415
 * `this_image_format_is_not_allowed`); a file over the size limit (413 `payload_too_large`); an
 * image over the pixel limit (413 `image_has_too_many_pixels`).
 */
export async function uploadMedia(
  { db, urls }: DomainContext,
  store: FileStore,
  limits: ImageLimits,
  source: Readable,
  fileName: string | null,
): Promise<Media> {
  const received = await store.receive(source, { accept: isImageType });
  try {
    if (received.truncated) throw new HttpError(413, 'payload_too_large');
    const mimeType = received.mediaType;
    if (received.refused || !isImageType(mimeType))
      throw new HttpError(415, 'this_image_format_is_not_allowed');
    const size = await decodedSize(received.path, limits.maxPixels);
    const id = await db.transaction(async (tx) => {
      const fileId = await registerFile(tx, {
        sha256: received.sha256,
        mimeType,
        size: received.size,
        width: size.width,
        height: size.height,
        fileName,
      });
      // After the row, inside the transaction: see registerFile.
      await store.keep(received);
      return fileId;
    });
    return await getMedia({ db, urls }, id);
  } finally {
    await store.discard(received);
  }
}

/**
 * The size of the image at `path` as it is displayed (EXIF orientation applied), once it has been
 * decoded whole: a file whose header reads well but whose pixels are cut short or corrupt would
 * otherwise be accepted and fail every IIIF request. As strict as the IIIF renderer, which uses
 * sharp's default `failOn: 'warning'`: what passes here renders there.
 */
async function decodedSize(path: string, maxPixels: number): Promise<{ width: number; height: number }> {
  const notAllowed = () => new HttpError(415, 'this_image_format_is_not_allowed');
  const metadata = await sharp(path, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAllowed();
    });
  if (!metadata.width || !metadata.height) throw notAllowed();
  // Judged from the header, before decoding: an image over the limit is never decoded.
  if (metadata.width * metadata.height > maxPixels) throw new HttpError(413, 'image_has_too_many_pixels');
  await sharp(path, { failOn: 'warning', limitInputPixels: maxPixels })
    .stats()
    .catch(() => {
      throw notAllowed();
    });
  return {
    width: metadata.autoOrient?.width ?? metadata.width,
    height: metadata.autoOrient?.height ?? metadata.height,
  };
}

export async function getMedia({ db, urls }: DomainContext, id: number): Promise<Media> {
  const [row] = await db.query<FileRow>(
    `select id, sha256, mime_type, size, width, height, file_name from files where id = $1 and mime_type like 'image/%'`,
    [id],
  );
  if (!row) throw notFound();
  return toMedia(row, urls.iiif);
}
