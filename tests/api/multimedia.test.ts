import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components as catalogueComponents } from '../../openapi/generated/catalogue';
import type { components } from '../../openapi/generated/multimedia';
import { startTestServer, type TestServer } from './harness.ts';

type Media = components['schemas']['Media'];
type Catalogue = catalogueComponents['schemas']['Catalogue'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body, written out by hand so the test controls every byte. */
function multipart(parts: Part[]) {
  const boundary = `----catalogue-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  data: Buffer | string,
  options: { fileName?: string; contentType?: string; headers?: Record<string, string> } = {},
) {
  const body = multipart([
    {
      name: 'file',
      data,
      filename: options.fileName ?? 'upload.bin',
      contentType: options.contentType ?? 'application/octet-stream',
    },
  ]);
  return server.request({
    method: 'POST',
    url: '/api/multimedia',
    headers: {
      ...server.admin,
      'content-type': body.contentType,
      ...(options.fileName ? { 'file-name': encodeURIComponent(options.fileName) } : {}),
      ...options.headers,
    },
    payload: body.payload,
  });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const solid = (width: number, height: number, colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

/** A 1×1 GIF (GIF89a), a format the service does not take. */
const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

describe('uploading images', () => {
  let png: Buffer;
  let pngMedia: Media;

  it('stores a PNG and describes it', async () => {
    png = await solid(320, 200, { r: 200, g: 40, b: 40 }).png().toBuffer();
    const response = await upload(png, { fileName: 'Cover Alinari 1873.png', contentType: 'image/png' });
    expect(response.statusCode, response.body).toBe(201);
    pngMedia = response.json<{ data: Media }>().data;
    const hash = sha256(png);
    expect(pngMedia).toEqual({
      id: expect.any(Number),
      fileName: 'Cover Alinari 1873.png',
      mimeType: 'image/png',
      size: png.length,
      width: 320,
      height: 200,
      sha256: hash,
      iiif: `/iiif/3/${hash}`,
      url: `/iiif/3/${hash}/full/max/0/default.jpg`,
    });
  });

  it('serves the stored PNG through IIIF at its size', async () => {
    const info = await server.request({ method: 'GET', url: `${pngMedia.iiif}/info.json` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      id: expect.stringMatching(new RegExp(`${pngMedia.iiif}$`)),
      type: 'ImageService3',
      protocol: 'http://iiif.io/api/image',
      width: 320,
      height: 200,
    });
    const scaled = await server.request({ method: 'GET', url: `${pngMedia.iiif}/full/,100/0/default.jpg` });
    expect(scaled.statusCode).toBe(200);
    expect(scaled.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(scaled.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 160, height: 100 });
    const full = await server.request({ method: 'GET', url: pngMedia.url });
    expect(full.statusCode).toBe(200);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 200,
    });
  });

  it('stores a JPEG, taking the file name from the file part without the header', async () => {
    const jpeg = await solid(240, 360, { r: 30, g: 90, b: 160 }).jpeg().toBuffer();
    const body = multipart([{ name: 'file', data: jpeg, filename: 'scan.jpg', contentType: 'image/jpeg' }]);
    const response = await server.request({
      method: 'POST',
      url: '/api/multimedia/',
      headers: { ...server.admin, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const media = response.json<{ data: Media }>().data;
    expect(media).toMatchObject({
      fileName: 'scan.jpg',
      mimeType: 'image/jpeg',
      width: 240,
      height: 360,
      size: jpeg.length,
      sha256: sha256(jpeg),
    });
    expect(media.id).not.toBe(pngMedia.id);
    const scaled = await server.request({ method: 'GET', url: `${media.iiif}/full/,100/0/default.jpg` });
    expect(scaled.statusCode).toBe(200);
    const metadata = await sharp(scaled.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.height).toBe(100);
    expect(metadata.width).toBe(67);
  });

  it('describes a photo turned by its EXIF orientation as it is displayed', async () => {
    const sideways = await solid(300, 100, { r: 10, g: 120, b: 10 })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(sideways, { fileName: 'sideways.jpg' });
    expect(response.statusCode, response.body).toBe(201);
    const media = response.json<{ data: Media }>().data;
    expect([media.width, media.height]).toEqual([100, 300]);
    const info = await server.request({ method: 'GET', url: `${media.iiif}/info.json` });
    expect([info.json().width, info.json().height]).toEqual([100, 300]);
  });

  it('keeps a file name that is not percent-encoded as it was sent', async () => {
    const bytes = await solid(20, 20, { r: 99, g: 99, b: 0 }).png().toBuffer();
    const response = await upload(bytes, { headers: { 'file-name': '100% cotton.png' } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: Media }>().data.fileName).toBe('100% cotton.png');
    const encoded = await upload(await solid(21, 21, { r: 9, g: 9, b: 9 }).png().toBuffer(), {
      headers: { 'file-name': encodeURIComponent('Veduta di Firenze – Ponte Vecchio.png') },
    });
    expect(encoded.json<{ data: Media }>().data.fileName).toBe('Veduta di Firenze – Ponte Vecchio.png');
  });

  it('also takes WebP and TIFF', async () => {
    for (const [format, mimeType] of [
      ['webp', 'image/webp'],
      ['tiff', 'image/tiff'],
    ] as const) {
      const bytes = await solid(50, 40, { r: 1, g: 2, b: 3 }).toFormat(format).toBuffer();
      const response = await upload(bytes, { fileName: `image.${format}` });
      expect(response.statusCode, format).toBe(201);
      expect(response.json<{ data: Media }>().data).toMatchObject({ mimeType, width: 50, height: 40 });
    }
  });

  it('answers the same stored image for the same bytes uploaded again', async () => {
    const response = await upload(png, { fileName: 'another-name.png' });
    expect(response.statusCode).toBe(201);
    const again = response.json<{ data: Media }>().data;
    expect(again.id).toBe(pngMedia.id);
    expect(again.sha256).toBe(pngMedia.sha256);
    expect(again.fileName).toBe('Cover Alinari 1873.png');
  });

  it('refuses formats it does not take, whatever the file is called', async () => {
    const notAnImage = 'This is a text file, not a photograph.\n';
    const refused = [
      await upload(gif, { fileName: 'animation.gif', contentType: 'image/gif' }),
      await upload(notAnImage, { fileName: 'notes.txt', contentType: 'text/plain' }),
      await upload(notAnImage, { fileName: 'photo.png', contentType: 'image/png' }),
      await upload(Buffer.concat([png.subarray(0, 8), Buffer.from('garbage after the signature')]), {
        fileName: 'broken.png',
        contentType: 'image/png',
      }),
      await upload(Buffer.from('%PDF-1.4\n%âãÏÓ\n'), { fileName: 'catalogue.pdf' }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(415);
      expect(response.json()).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'this_image_format_is_not_allowed',
      });
    }
  });

  it('refuses a request that carries no file', async () => {
    const fieldOnly = multipart([{ name: 'title', data: 'no file here' }]);
    const noFile = await server.request({
      method: 'POST',
      url: '/api/multimedia',
      headers: { ...server.admin, 'content-type': fieldOnly.contentType },
      payload: fieldOnly.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('file_is_required');
    const json = await server.request({
      method: 'POST',
      url: '/api/multimedia',
      headers: server.admin,
      payload: { file: 'abc' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  it('lets only staff upload', async () => {
    const body = multipart([{ name: 'file', data: png, filename: 'x.png', contentType: 'image/png' }]);
    const anonymous = await server.request({
      method: 'POST',
      url: '/api/multimedia',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'unauthorized' });
    const reader = await server.request({
      method: 'POST',
      url: '/api/multimedia',
      headers: { ...server.reader, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(reader.statusCode).toBe(403);
    expect(reader.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'forbidden' });
  });

  it('answers a stored image by its id, to anyone', async () => {
    const response = await server.request({ method: 'GET', url: `/api/multimedia/${pngMedia.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: pngMedia });
    const missing = await server.request({ method: 'GET', url: '/api/multimedia/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'not_found' });
    expect((await server.request({ method: 'GET', url: '/api/multimedia/abc' })).statusCode).toBe(400);
  });
});

describe('the image size limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ IMAGE_MAX_BYTES: '2048' });
  });
  afterAll(() => limited?.close());

  const uploadTo = (data: Buffer) => {
    const body = multipart([{ name: 'file', data, filename: 'big.png', contentType: 'image/png' }]);
    return limited.request({
      method: 'POST',
      url: '/api/multimedia',
      headers: { ...limited.admin, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('refuses an image over the limit with 413 and stores nothing of it', async () => {
    const big = await sharp(randomBytes(100 * 100 * 3), { raw: { width: 100, height: 100, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(2048);
    const response = await uploadTo(big);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'payload_too_large',
    });
    for (const bytes of [big, big.subarray(0, 2048)]) {
      const info = await limited.request({ method: 'GET', url: `/iiif/3/${sha256(bytes)}/info.json` });
      expect(info.statusCode).toBe(404);
    }
  });

  it('still takes an image under the limit', async () => {
    const small = await solid(8, 8, { r: 5, g: 5, b: 5 }).png().toBuffer();
    expect(small.length).toBeLessThan(2048);
    const response = await uploadTo(small);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: Media }>().data).toMatchObject({ size: small.length, width: 8, height: 8 });
  });
});

describe('the demo covers', () => {
  it("serves each listed edition's cover through IIIF", async () => {
    const response = await server.request({ method: 'GET', url: '/api/catalogues' });
    const { catalogues } = response.json<{ catalogues: Catalogue[] }>();
    const covers = catalogues.flatMap((catalogue) => catalogue.editions.map((edition) => edition.imageSrc));
    expect(covers.length).toBeGreaterThan(0);
    for (const imageSrc of covers) {
      expect(imageSrc).toMatch(/^\/iiif\/3\/[0-9a-f]{64}$/);
      const info = await server.request({ method: 'GET', url: `${imageSrc}/info.json` });
      expect(info.statusCode, String(imageSrc)).toBe(200);
      // A drawn cover (first editions), or the PDF's octavo title page drawn 1,000 px wide.
      const { type, width, height } = info.json<{ type: string; width: number; height: number }>();
      expect({ type, size: `${width}×${height}` }).toMatchObject({
        type: 'ImageService3',
        size: expect.stringMatching(/^(600×840|1000×1500)$/),
      });
    }
    const thumbnail = await server.request({ method: 'GET', url: `${covers[0]}/full/,100/0/default.jpg` });
    expect(thumbnail.statusCode).toBe(200);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'jpeg', height: 100 });
  });

  it('serves no PDF as an image', async () => {
    const response = await server.request({ method: 'GET', url: '/api/catalogues' });
    const pdfUrl = response.json<{ catalogues: Catalogue[] }>().catalogues[0]?.editions[0]?.pdf?.url;
    expect(pdfUrl).toBeTruthy();
    const pdf = await server.request({ method: 'GET', url: pdfUrl ?? '' });
    const hash = createHash('sha256').update(pdf.rawPayload).digest('hex');
    const info = await server.request({ method: 'GET', url: `/iiif/3/${hash}/info.json` });
    expect(info.statusCode).toBe(404);
  });
});
