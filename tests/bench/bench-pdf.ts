import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/** A scanned plate: noise (which does not compress), over a top-to-bottom gradient if asked. */
export interface PlateOptions {
  width: number;
  height: number;
  quality: number;
  gradient: boolean;
}

async function plateJpeg(
  seed: number,
  { width, height, quality, gradient }: PlateOptions,
): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed || 1;
  for (let index = 0; index < pixels.length; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    pixels[index] = gradient ? ((state & 63) + Math.floor(index / (width * 3)) / 10) & 255 : state & 255;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

export interface BenchPdfOptions {
  /** Where the PDF is kept: made once, then read back, so runs on different days compare. */
  path: string;
  pageCount: number;
  plate: PlateOptions;
  /** A plate of its own on every page, or this many plates taken in turn. */
  plates: 'one-per-page' | number;
  /** A page number under the caption. */
  pageNumbers: boolean;
  log: (message: string) => void;
}

/**
 * A catalogue of scanned plates, an octavo page each with its caption: the same bytes every time
 * (fixed seeds and dates).
 */
export async function benchPdf(options: BenchPdfOptions): Promise<Uint8Array> {
  const { path, pageCount, plate, plates, pageNumbers } = options;
  if (existsSync(path)) return new Uint8Array(await readFile(path));
  options.log(`generating a ${pageCount}-page PDF…`);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setCreationDate(new Date('2000-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2000-01-01T00:00:00Z'));
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const shared =
    plates === 'one-per-page'
      ? []
      : await Promise.all(
          Array.from({ length: plates }, async (_, index) =>
            doc.embedJpg(await plateJpeg((index + 1) * 7919, plate)),
          ),
        );
  for (let number = 1; number <= pageCount; number++) {
    const page = doc.addPage([432, 648]);
    const image =
      shared[number % Math.max(shared.length, 1)] ??
      (await doc.embedJpg(await plateJpeg(number * 7919, plate)));
    page.drawImage(image, { x: 46, y: 150, width: 340, height: 440 });
    page.drawText(`Catalogo delle fotografie, Firenze: tavola ${number}`, {
      x: 46,
      y: 110,
      size: 12,
      font,
      color: rgb(0.1, 0.1, 0.1),
    });
    if (pageNumbers) page.drawText(`- ${number} -`, { x: 200, y: 60, size: 10, font });
  }
  const bytes = await doc.save();
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
  return bytes;
}

/**
 * The first demo edition with `pdf` in place of its own: uploaded by staff once, then kept (an
 * edition whose PDF already has that size is left as it is).
 */
export async function firstEditionWithPdf(
  url: string,
  pdf: Uint8Array,
  staff: { email: string; password: string },
  log: (message: string) => void,
): Promise<{ catalogueId: number; editionId: number }> {
  const list = await (await fetch(`${url}/api/catalogues?per-page=1`)).json();
  const catalogue = list.catalogues[0];
  const edition = catalogue.editions[0];
  if (edition.pdf?.size !== pdf.length) {
    log(`uploading the ${(pdf.length / 1024 / 1024).toFixed(2)} MB PDF to edition ${edition.id}…`);
    const signIn = await fetch(`${url}/api/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(staff),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
    const { token } = await signIn.json();
    const form = new FormData();
    form.append('pdf', new Blob([Buffer.from(pdf)], { type: 'application/pdf' }), 'bench.pdf');
    const upload = await fetch(`${url}/api/catalogues/${catalogue.id}/editions/${edition.id}/pdf`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!upload.ok) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  }
  return { catalogueId: catalogue.id, editionId: edition.id };
}
