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

/** Stores an uploaded image; anything that is not JPEG, PNG, WebP or TIFF by its content is refused (415). */
export async function uploadMedia(
  { db, urls }: DomainContext,
  store: FileStore,
  source: Readable,
  fileName: string | null,
): Promise<Media> {
  const stored = await store.put(source);
  // A multipart file over the size limit is cut short, not failed: what was stored is incomplete.
  if ((source as { truncated?: boolean }).truncated) throw new HttpError(413, 'payload_too_large');
  const notAllowed = new HttpError(415, 'this_image_format_is_not_allowed');
  if (!stored.mediaType || !imageTypes.includes(stored.mediaType)) throw notAllowed;
  const metadata = await sharp(stored.path)
    .metadata()
    .catch(() => {
      throw notAllowed;
    });
  if (!metadata.width || !metadata.height) throw notAllowed;
  const id = await registerFile(db, {
    sha256: stored.sha256,
    mimeType: stored.mediaType,
    size: stored.size,
    width: metadata.autoOrient?.width ?? metadata.width,
    height: metadata.autoOrient?.height ?? metadata.height,
    fileName,
  });
  return getMedia({ db, urls }, id);
}

export async function getMedia({ db, urls }: DomainContext, id: number): Promise<Media> {
  const [row] = await db.query<FileRow>(
    `select id, sha256, mime_type, size, width, height, file_name from files where id = $1 and mime_type like 'image/%'`,
    [id],
  );
  if (!row) throw notFound();
  return toMedia(row, urls.iiif);
}
