import { access, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IiifPluginOptions, iiifPlugin } from './iiif-plugin.ts';
import { renderImage } from './render-image.ts';

const IMAGE_ID = 'c0ffee0123456789';
const VANISHED_ID = 'vanished';
const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 400;
const RED = { r: 255, g: 0, b: 0 };
const YELLOW = { r: 255, g: 255, b: 0 };

let workDir: string;
let cacheDir: string;
let app: FastifyInstance;

/**
 * A 600x400 JPEG, red on the left half and yellow on the right: mirroring and rotation are visible,
 * and the halves fall on opposite sides of the bitonal threshold.
 */
async function writeTestImage(path: string) {
  const redHalf = await sharp({
    create: { width: IMAGE_WIDTH / 2, height: IMAGE_HEIGHT, channels: 3, background: RED },
  })
    .png()
    .toBuffer();
  await sharp({ create: { width: IMAGE_WIDTH, height: IMAGE_HEIGHT, channels: 3, background: YELLOW } })
    .composite([{ input: redHalf, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .toFile(path);
}

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function totalBytes(directory: string): Promise<number> {
  const sizes = await Promise.all((await listFiles(directory)).map(async (path) => (await stat(path)).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** The disk cache names each derivative after its ETag, fanned out by the first two characters. */
function cachedPathOf(directory: string, response: { headers: Record<string, unknown> }, format: string) {
  const key = String(response.headers.etag).replaceAll('"', '');
  return join(directory, key.slice(0, 2), `${key}.${format}`);
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** A promise the test settles by hand, to hold renders "in progress" for as long as it needs. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

async function buildApp(options: Partial<IiifPluginOptions>): Promise<FastifyInstance> {
  const instance = Fastify();
  await instance.register(iiifPlugin, {
    prefix: '/iiif/3',
    resolveImage: async (identifier) => (identifier === IMAGE_ID ? join(workDir, 'source.jpg') : null),
    ...options,
  });
  await instance.ready();
  return instance;
}

async function pixelAt(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + info.channels)];
}

/** JPEG round trips shift flat colours by a level or two. */
function expectColour(pixel: number[], colour: { r: number; g: number; b: number }) {
  const [r = -1, g = -1, b = -1] = pixel;
  expect(Math.abs(r - colour.r)).toBeLessThanOrEqual(3);
  expect(Math.abs(g - colour.g)).toBeLessThanOrEqual(3);
  expect(Math.abs(b - colour.b)).toBeLessThanOrEqual(3);
}

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { host: 'images.example.org', ...headers } });
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'iiif-plugin-test-'));
  cacheDir = join(workDir, 'cache', 'derivatives');
  const imagePath = join(workDir, 'source.jpg');
  await writeTestImage(imagePath);

  app = Fastify();
  await app.register(iiifPlugin, {
    prefix: '/iiif/3',
    cacheDir,
    resolveImage: async (identifier) => {
      if (identifier === IMAGE_ID) return imagePath;
      if (identifier === VANISHED_ID) return join(workDir, 'deleted.jpg');
      return null;
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('base URI', () => {
  it('redirects to info.json with 303', async () => {
    const response = await get(`/iiif/3/${IMAGE_ID}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`http://images.example.org/iiif/3/${IMAGE_ID}/info.json`);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('info.json', () => {
  it('describes the image as an ImageService3', async () => {
    const response = await get(`/iiif/3/${IMAGE_ID}/info.json`);
    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(info).toMatchObject({
      '@context': 'http://iiif.io/api/image/3/context.json',
      id: `http://images.example.org/iiif/3/${IMAGE_ID}`,
      type: 'ImageService3',
      protocol: 'http://iiif.io/api/image',
      profile: 'level2',
      width: IMAGE_WIDTH,
      height: IMAGE_HEIGHT,
      maxWidth: 3000,
      maxHeight: 3000,
      maxArea: 9_000_000,
      tiles: [{ width: 512, scaleFactors: [1, 2] }],
      extraFormats: ['png', 'webp', 'tif'],
      extraQualities: ['color', 'gray', 'bitonal'],
    });
    expect(info.sizes).toEqual([
      { width: 75, height: 50 },
      { width: 150, height: 100 },
      { width: 300, height: 200 },
      { width: 600, height: 400 },
    ]);
    expect(info.extraFeatures).toEqual(
      expect.arrayContaining(['mirroring', 'rotationBy90s', 'sizeUpscaling']),
    );
    expect(info.extraFeatures).not.toContain('rotationArbitrary');
  });

  it('sends the profile link, CORS and caching headers', async () => {
    const response = await get(`/iiif/3/${IMAGE_ID}/info.json`);
    expect(response.headers.link).toBe('<http://iiif.io/api/image/3/level2.json>;rel="profile"');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(response.headers.vary).toBe('Accept');
  });

  it('uses the JSON-LD media type without an Accept header or when JSON-LD is accepted', async () => {
    const jsonLd = 'application/ld+json;profile="http://iiif.io/api/image/3/context.json"';
    expect((await get(`/iiif/3/${IMAGE_ID}/info.json`)).headers['content-type']).toBe(jsonLd);
    const accepted = await get(`/iiif/3/${IMAGE_ID}/info.json`, { accept: 'application/ld+json, */*;q=0.5' });
    expect(accepted.headers['content-type']).toBe(jsonLd);
  });

  it('falls back to application/json for other clients', async () => {
    const response = await get(`/iiif/3/${IMAGE_ID}/info.json`, { accept: 'application/json' });
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.json().id).toBe(`http://images.example.org/iiif/3/${IMAGE_ID}`);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get(`/iiif/3/${IMAGE_ID}/info.json`);
    const second = await get(`/iiif/3/${IMAGE_ID}/info.json`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });
});

describe('image requests', () => {
  it('renders a thumbnail by height', async () => {
    const response = await get(`/iiif/3/${IMAGE_ID}/full/,200/0/default.jpg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
  });

  it('sends immutable caching, a strong ETag, profile and canonical links, and CORS', async () => {
    const response = await get(`/iiif/3/${IMAGE_ID}/full/,200/0/default.jpg`);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers.link).toContain('<http://iiif.io/api/image/3/level2.json>;rel="profile"');
    expect(response.headers.link).toContain(
      `<http://images.example.org/iiif/3/${IMAGE_ID}/full/300,200/0/default.jpg>;rel="canonical"`,
    );
  });

  it('renders a grayscale square as a single-channel PNG', async () => {
    const response = await get(`/iiif/3/${IMAGE_ID}/square/100,/0/gray.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 100, height: 100, channels: 1, space: 'b-w' });
  });

  it('renders bitonal images with only black and white pixels', async () => {
    const response = await get(`/iiif/3/${IMAGE_ID}/full/150,/0/bitonal.png`);
    const { data } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(new Set(data)).toEqual(new Set([0, 255]));
  });

  it('mirrors before rotating by 90 degrees, swapping the dimensions', async () => {
    const rotated = await get(`/iiif/3/${IMAGE_ID}/full/max/90/default.png`);
    const mirrored = await get(`/iiif/3/${IMAGE_ID}/full/max/!90/default.png`);
    for (const response of [rotated, mirrored]) {
      expect(response.statusCode).toBe(200);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({
        width: IMAGE_HEIGHT,
        height: IMAGE_WIDTH,
      });
    }
    // Clockwise rotation moves the left half to the top; mirroring first puts yellow there instead of red.
    expectColour(await pixelAt(rotated.rawPayload, 200, 100), RED);
    expectColour(await pixelAt(rotated.rawPayload, 200, 500), YELLOW);
    expectColour(await pixelAt(mirrored.rawPayload, 200, 100), YELLOW);
    expectColour(await pixelAt(mirrored.rawPayload, 200, 500), RED);
  });

  it('rotates by 180 and 270 degrees', async () => {
    const upsideDown = await get(`/iiif/3/${IMAGE_ID}/full/max/180/default.png`);
    expect(await sharp(upsideDown.rawPayload).metadata()).toMatchObject({ width: 600, height: 400 });
    expectColour(await pixelAt(upsideDown.rawPayload, 100, 200), YELLOW);
    const quarterBack = await get(`/iiif/3/${IMAGE_ID}/full/max/270/default.png`);
    expect(await sharp(quarterBack.rawPayload).metadata()).toMatchObject({ width: 400, height: 600 });
    expectColour(await pixelAt(quarterBack.rawPayload, 200, 100), YELLOW);
  });

  it('treats a decimal spelling of a quarter turn as the same image', async () => {
    const decimal = await get(`/iiif/3/${IMAGE_ID}/full/,100/90.0/default.jpg`);
    const integer = await get(`/iiif/3/${IMAGE_ID}/full/,100/90/default.jpg`);
    expect(decimal.statusCode).toBe(200);
    expect(decimal.headers.etag).toBe(integer.headers.etag);
    expect(decimal.headers.link).toContain(`/full/150,100/90/default.jpg>;rel="canonical"`);
  });

  it.each([
    ['webp', 'image/webp', 'webp'],
    ['tif', 'image/tiff', 'tiff'],
  ])('encodes %s', async (extension, mediaType, sharpFormat) => {
    const response = await get(`/iiif/3/${IMAGE_ID}/pct:0,0,50,50/^pct:150/0/color.${extension}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(mediaType);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: sharpFormat,
      width: 450,
      height: 300,
    });
  });

  it('crops pixel regions and keeps their colour', async () => {
    const response = await get(`/iiif/3/${IMAGE_ID}/400,0,100,100/max/0/default.png`);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 100, height: 100 });
    expectColour(await pixelAt(response.rawPayload, 50, 50), YELLOW);
  });

  it('answers If-None-Match with 304 and no body', async () => {
    const first = await get(`/iiif/3/${IMAGE_ID}/full/,200/0/default.jpg`);
    const etag = String(first.headers.etag);
    const second = await get(`/iiif/3/${IMAGE_ID}/full/,200/0/default.jpg`, { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.rawPayload.length).toBe(0);
    expect(second.headers['access-control-allow-origin']).toBe('*');
    const weak = await get(`/iiif/3/${IMAGE_ID}/full/,200/0/default.jpg`, {
      'if-none-match': `"other", W/${etag}`,
    });
    expect(weak.statusCode).toBe(304);
    const stale = await get(`/iiif/3/${IMAGE_ID}/full/,200/0/default.jpg`, { 'if-none-match': '"other"' });
    expect(stale.statusCode).toBe(200);
  });

  it('gives equivalent requests the same ETag', async () => {
    const byHeight = await get(`/iiif/3/${IMAGE_ID}/full/,200/0/default.jpg`);
    const byBox = await get(`/iiif/3/${IMAGE_ID}/0,0,600,400/!300,300/0/default.jpg`);
    expect(byBox.headers.etag).toBe(byHeight.headers.etag);
  });

  it('supports HEAD', async () => {
    const response = await app.inject({ method: 'HEAD', url: `/iiif/3/${IMAGE_ID}/full/,100/0/default.jpg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });
});

describe('disk cache', () => {
  it('stores derivatives atomically and serves identical bytes on a hit', async () => {
    const url = `/iiif/3/${IMAGE_ID}/0,0,300,300/150,/0/default.jpg`;
    const before = new Set(await listFiles(cacheDir));
    const first = await get(url);
    expect(first.statusCode).toBe(200);

    const written = (await listFiles(cacheDir)).filter((path) => !before.has(path));
    expect(written).toHaveLength(1);
    const [cachedPath = ''] = written;
    expect(cachedPath).toMatch(/[0-9a-f]{64}\.jpg$/);
    expect(cachedPath).not.toMatch(/\.tmp$/);

    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
    expect(await listFiles(cacheDir)).toHaveLength(before.size + 1);
  });

  it('serves the cached file instead of rendering again', async () => {
    const url = `/iiif/3/${IMAGE_ID}/0,0,200,200/100,/0/default.png`;
    const before = new Set(await listFiles(cacheDir));
    await get(url);
    const [cachedPath = ''] = (await listFiles(cacheDir)).filter((path) => !before.has(path));
    const marker = await sharp({ create: { width: 1, height: 1, channels: 3, background: RED } })
      .png()
      .toBuffer();
    await writeFile(cachedPath, marker);

    const response = await get(url);
    expect(Buffer.compare(response.rawPayload, marker)).toBe(0);
  });
});

describe('concurrency', () => {
  it('serves a burst of tile requests, sharing work for identical ones', async () => {
    const tileUrls = [0, 100, 200, 300, 400, 500].flatMap((x) =>
      [0, 200].map((y) => `/iiif/3/${IMAGE_ID}/${x},${y},100,200/50,/0/default.webp`),
    );
    const duplicateUrl = `/iiif/3/${IMAGE_ID}/full/77,/0/gray.jpg`;
    const responses = await Promise.all([
      ...tileUrls.map((url) => get(url)),
      ...Array.from({ length: 6 }, () => get(duplicateUrl)),
    ]);
    for (const response of responses) expect(response.statusCode).toBe(200);
    const duplicates = responses.slice(tileUrls.length).map((response) => response.rawPayload);
    for (const bytes of duplicates) expect(Buffer.compare(bytes, duplicates[0] ?? Buffer.alloc(0))).toBe(0);
  });
});

describe('configured limits without a disk cache', () => {
  let limitedApp: FastifyInstance;

  beforeAll(async () => {
    limitedApp = Fastify();
    await limitedApp.register(iiifPlugin, {
      prefix: '/images',
      maxWidth: 200,
      maxHeight: 150,
      resolveImage: async (identifier) => (identifier === IMAGE_ID ? join(workDir, 'source.jpg') : null),
    });
    await limitedApp.ready();
  });

  afterAll(async () => {
    await limitedApp?.close();
  });

  it('reports the limits and its own prefix in info.json', async () => {
    const response = await limitedApp.inject({
      url: `/images/${IMAGE_ID}/info.json`,
      headers: { host: 'h' },
    });
    expect(response.json()).toMatchObject({
      id: `http://h/images/${IMAGE_ID}`,
      maxWidth: 200,
      maxHeight: 150,
      maxArea: 30_000,
    });
    for (const size of response.json().sizes) expect(size.width).toBeLessThanOrEqual(200);
  });

  it('bounds max by the limits and rejects explicit sizes beyond them', async () => {
    const max = await limitedApp.inject({ url: `/images/${IMAGE_ID}/full/max/0/default.jpg` });
    expect(await sharp(max.rawPayload).metadata()).toMatchObject({ width: 200, height: 133 });
    const tooWide = await limitedApp.inject({ url: `/images/${IMAGE_ID}/full/300,/0/default.jpg` });
    expect(tooWide.statusCode).toBe(400);
  });

  it('bounds upscaling to the limits too', async () => {
    const upscaledMax = await limitedApp.inject({ url: `/images/${IMAGE_ID}/square/^max/0/default.jpg` });
    expect(await sharp(upscaledMax.rawPayload).metadata()).toMatchObject({ width: 150, height: 150 });
    for (const size of ['^pct:200', 'pct:50', '^1000,', '^,1000']) {
      const response = await limitedApp.inject({ url: `/images/${IMAGE_ID}/full/${size}/0/default.jpg` });
      expect(response.statusCode, size).toBe(400);
    }
    const confined = await limitedApp.inject({ url: `/images/${IMAGE_ID}/full/^!1000,1000/0/default.jpg` });
    expect(await sharp(confined.rawPayload).metadata()).toMatchObject({ width: 200, height: 133 });
  });
});

describe('disk cache byte limit', () => {
  const limit = 50_000;
  let limitedCacheDir: string;
  let cachingApp: FastifyInstance;
  const rendersByPath = new Map<string, number>();

  beforeAll(async () => {
    limitedCacheDir = join(workDir, 'limited-cache');
    cachingApp = await buildApp({
      cacheDir: limitedCacheDir,
      cacheMaxBytes: limit,
      renderImage: (sourcePath, plan) => {
        rendersByPath.set(plan.canonicalPath, (rendersByPath.get(plan.canonicalPath) ?? 0) + 1);
        return renderImage(sourcePath, plan);
      },
    });
  });

  afterAll(async () => {
    await cachingApp?.close();
  });

  it('keeps the files under the limit, evicting the least recently used', async () => {
    const favouriteUrl = `/iiif/3/${IMAGE_ID}/full/64,/0/default.jpg`;
    const favourite = await cachingApp.inject({ url: favouriteUrl });
    const distinct = [];
    // Sequential on purpose: the order of requests is the recency order the assertions rely on.
    for (let width = 100; width < 300; width += 1) {
      const response = await cachingApp.inject({ url: `/iiif/3/${IMAGE_ID}/full/${width},/0/default.jpg` });
      expect(response.statusCode).toBe(200);
      distinct.push(response);
      if (width % 5 === 0) expect((await cachingApp.inject({ url: favouriteUrl })).statusCode).toBe(200);
    }

    const onDisk = await totalBytes(limitedCacheDir);
    expect(onDisk).toBeGreaterThan(0);
    expect(onDisk).toBeLessThanOrEqual(limit);
    // More was served than fits, so something must have been evicted.
    const servedBytes = distinct.reduce((sum, response) => sum + response.rawPayload.length, 0);
    expect(servedBytes).toBeGreaterThan(limit);

    // Served from the cache every time, and kept because each hit made it recently used again.
    expect(rendersByPath.get('full/64,43/0/default.jpg')).toBe(1);
    expect(await exists(cachedPathOf(limitedCacheDir, favourite, 'jpg'))).toBe(true);
    expect(await exists(cachedPathOf(limitedCacheDir, distinct.at(-1) ?? favourite, 'jpg'))).toBe(true);
    for (const old of distinct.slice(0, 10)) {
      expect(await exists(cachedPathOf(limitedCacheDir, old, 'jpg'))).toBe(false);
    }
  });

  it('serves but does not keep a derivative larger than the whole limit', async () => {
    const tinyCacheDir = join(workDir, 'tiny-cache');
    const tinyApp = await buildApp({ cacheDir: tinyCacheDir, cacheMaxBytes: 100 });
    try {
      const response = await tinyApp.inject({ url: `/iiif/3/${IMAGE_ID}/full/max/0/default.png` });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeGreaterThan(100);
      expect(await listFiles(tinyCacheDir)).toEqual([]);
    } finally {
      await tinyApp.close();
    }
  });

  it('writes nothing to disk when the limit is 0', async () => {
    const disabledCacheDir = join(workDir, 'disabled-cache');
    const uncachedApp = await buildApp({ cacheDir: disabledCacheDir, cacheMaxBytes: 0 });
    try {
      const response = await uncachedApp.inject({ url: `/iiif/3/${IMAGE_ID}/full/120,/0/default.jpg` });
      expect(response.statusCode).toBe(200);
      expect(await exists(disabledCacheDir)).toBe(false);
    } finally {
      await uncachedApp.close();
    }
  });

  it('learns the existing files at start-up and trims them to a lower limit, oldest first', async () => {
    const before = await listFiles(limitedCacheDir);
    expect(before.length).toBeGreaterThan(2);
    // Explicit times, so the order does not depend on the file system's timestamp resolution.
    const [newest = '', ...others] = before;
    await Promise.all(others.map((path, index) => utimes(path, 1_000_000 + index, 1_000_000 + index)));
    await utimes(newest, 2_000_000, 2_000_000);

    const restarted = await buildApp({ cacheDir: limitedCacheDir, cacheMaxBytes: 10_000 });
    try {
      const after = await listFiles(limitedCacheDir);
      expect(after.length).toBeLessThan(before.length);
      expect(await totalBytes(limitedCacheDir)).toBeLessThanOrEqual(10_000);
      expect(after).toContain(newest);
      expect(after).not.toContain(others[0]);
    } finally {
      await restarted.close();
    }
  });
});

describe('bounded render queue', () => {
  /** Stands in for an encoded image: these tests are about scheduling, not pixels. */
  const RENDERED = Buffer.from('rendered');

  it('answers 503 with Retry-After once the running and waiting renders are at their limits', async () => {
    const queueCacheDir = join(workDir, 'queue-cache');
    const gate = deferred();
    const rendered: string[] = [];
    const queueApp = await buildApp({
      cacheDir: queueCacheDir,
      maxConcurrentRenders: 1,
      maxQueuedRenders: 1,
      renderImage: async (_sourcePath, plan) => {
        rendered.push(plan.canonicalPath);
        await gate.promise;
        return RENDERED;
      },
    });
    try {
      const urls = [10, 20, 30, 40].map((width) => `/iiif/3/${IMAGE_ID}/full/${width},/0/default.png`);
      let settled = 0;
      const responses = await Promise.all(
        urls.map((url) =>
          queueApp.inject({ url }).then((response) => {
            // One render runs and one waits, so only refusals can finish while the gate is shut.
            settled += 1;
            if (settled === 2) gate.resolve();
            return response;
          }),
        ),
      );

      const refused = responses.filter((response) => response.statusCode === 503);
      const served = responses.filter((response) => response.statusCode === 200);
      expect(refused).toHaveLength(2);
      expect(served).toHaveLength(2);
      expect(rendered).toHaveLength(2);
      for (const response of refused) {
        const retryAfter = Number(response.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(2);
        expect(retryAfter).toBeLessThanOrEqual(10);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers.etag).toBeUndefined();
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.json()).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          message: expect.stringMatching(/busy/),
        });
      }
      // Only the two served derivatives were cached.
      expect(await listFiles(queueCacheDir)).toHaveLength(2);

      // Once the queue has drained, a refused request succeeds on retry.
      const refusedUrl = urls[responses.findIndex((response) => response.statusCode === 503)];
      const retried = await queueApp.inject({ url: refusedUrl });
      expect(retried.statusCode).toBe(200);
    } finally {
      await queueApp.close();
    }
  });

  it('lets identical requests share one render without taking queue places', async () => {
    const gate = deferred();
    let renders = 0;
    let lookups = 0;
    const queueApp = await buildApp({
      maxConcurrentRenders: 1,
      maxQueuedRenders: 0,
      resolveImage: async () => {
        lookups += 1;
        return join(workDir, 'source.jpg');
      },
      renderImage: async () => {
        renders += 1;
        await gate.promise;
        return RENDERED;
      },
    });
    try {
      // Reading the source's dimensions once makes every later request reach the render without I/O.
      await queueApp.inject({ url: `/iiif/3/${IMAGE_ID}/info.json` });
      const url = `/iiif/3/${IMAGE_ID}/full/50,/0/default.png`;
      const pending = Array.from({ length: 5 }, () => queueApp.inject({ url }));
      while (lookups < 6) await new Promise((resolve) => setImmediate(resolve));
      // Past their lookups, the rest is promise callbacks, all run before the next macrotask.
      await new Promise((resolve) => setImmediate(resolve));
      gate.resolve();
      const responses = await Promise.all(pending);
      for (const response of responses) expect(response.statusCode).toBe(200);
      expect(renders).toBe(1);
    } finally {
      await queueApp.close();
    }
  });

  it('keeps a separate queue for each plugin instance', async () => {
    const gate = deferred();
    let started = 0;
    const blockedApp = await buildApp({
      maxConcurrentRenders: 1,
      maxQueuedRenders: 0,
      renderImage: async () => {
        started += 1;
        await gate.promise;
        return RENDERED;
      },
    });
    const otherApp = await buildApp({ maxConcurrentRenders: 1, maxQueuedRenders: 0 });
    try {
      const blocked = blockedApp.inject({ url: `/iiif/3/${IMAGE_ID}/full/60,/0/default.png` });
      while (started === 0) await new Promise((resolve) => setImmediate(resolve));
      // The first app's only slot is taken and it has no queue, yet the second app still renders.
      const full = await blockedApp.inject({ url: `/iiif/3/${IMAGE_ID}/full/70,/0/default.png` });
      expect(full.statusCode).toBe(503);
      const other = await otherApp.inject({ url: `/iiif/3/${IMAGE_ID}/full/70,/0/default.png` });
      expect(other.statusCode).toBe(200);
      gate.resolve();
      expect((await blocked).statusCode).toBe(200);
    } finally {
      await blockedApp.close();
      await otherApp.close();
    }
  });
});

describe('per-client rate limit', () => {
  const perMinute = 5;
  let limitedApp: FastifyInstance;

  beforeAll(async () => {
    limitedApp = await buildApp({ requestsPerMinute: perMinute });
  });

  afterAll(async () => {
    await limitedApp?.close();
  });

  function getFrom(remoteAddress: string, url: string) {
    return limitedApp.inject({ url, remoteAddress });
  }

  it('answers 429 with Retry-After and a IIIF error body past the limit', async () => {
    const url = `/iiif/3/${IMAGE_ID}/full/40,/0/default.jpg`;
    for (let request = 0; request < perMinute; request += 1) {
      expect((await getFrom('192.0.2.1', url)).statusCode).toBe(200);
    }
    const refused = await getFrom('192.0.2.1', url);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/at most 5 a minute/),
    });
  });

  it('counts each client separately and leaves info.json alone', async () => {
    const url = `/iiif/3/${IMAGE_ID}/full/40,/0/default.jpg`;
    expect((await getFrom('192.0.2.2', url)).statusCode).toBe(200);
    expect((await getFrom('192.0.2.1', `/iiif/3/${IMAGE_ID}/info.json`)).statusCode).toBe(200);
  });
});

describe('errors', () => {
  function expectErrorBody(response: Awaited<ReturnType<typeof get>>, statusCode: number, error: string) {
    expect(response.statusCode).toBe(statusCode);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
    const body = response.json();
    expect(body).toEqual({ statusCode, error, message: expect.any(String) });
    expect(body.message.length).toBeGreaterThan(0);
  }

  it('answers unknown identifiers with 404', async () => {
    expectErrorBody(await get('/iiif/3/unknown/info.json'), 404, 'Not Found');
    expectErrorBody(await get('/iiif/3/unknown/full/max/0/default.jpg'), 404, 'Not Found');
  });

  it('answers identifiers whose file has disappeared with 404', async () => {
    expectErrorBody(await get(`/iiif/3/${VANISHED_ID}/info.json`), 404, 'Not Found');
  });

  it.each(['bad!id', 'bad%24id', 'a%2Fb', 'x'.repeat(99).concat('$')])(
    'rejects the identifier %s with 400',
    async (identifier) => {
      expectErrorBody(await get(`/iiif/3/${identifier}/info.json`), 400, 'Bad Request');
      expectErrorBody(await get(`/iiif/3/${identifier}/full/max/0/default.jpg`), 400, 'Bad Request');
    },
  );

  it('rejects a bad region with 400', async () => {
    const response = await get(`/iiif/3/${IMAGE_ID}/0,0,-5,10/max/0/default.jpg`);
    expectErrorBody(response, 400, 'Bad Request');
    expect(response.json().message).toMatch(/Region/);
  });

  it.each([
    ['a region outside the image', '600,0,10,10/max/0/default.jpg'],
    ['upscaling without ^', 'full/601,/0/default.jpg'],
    ['a size over the limits', 'full/^3001,/0/default.jpg'],
    ['an out-of-range rotation', 'full/max/400/default.jpg'],
    ['an unknown quality', 'full/max/0/sepia.jpg'],
    ['a missing format', 'full/max/0/default'],
    ['the IIIF 2 size keyword', 'full/full/0/default.jpg'],
  ])('rejects %s with 400', async (_description, path) => {
    expectErrorBody(await get(`/iiif/3/${IMAGE_ID}/${path}`), 400, 'Bad Request');
  });

  it.each(['gif', 'pdf', 'bmp'])('answers the unsupported format %s with 400', async (format) => {
    expectErrorBody(await get(`/iiif/3/${IMAGE_ID}/full/max/0/default.${format}`), 400, 'Bad Request');
  });

  it.each(['45', '22.5', '!45', '90.5', '359.99', '1'])(
    'refuses the arbitrary rotation %s with 400 and caches nothing',
    async (rotation) => {
      const before = await listFiles(cacheDir);
      const response = await get(`/iiif/3/${IMAGE_ID}/full/300,/${rotation}/default.png`);
      expectErrorBody(response, 400, 'Bad Request');
      expect(response.json().message).toMatch(/only multiples of 90 degrees/);
      expect(await listFiles(cacheDir)).toEqual(before);
    },
  );

  it('answers unknown paths under the prefix with a JSON 404', async () => {
    expectErrorBody(await get(`/iiif/3/${IMAGE_ID}/full/max`), 404, 'Not Found');
  });
});

describe('CORS preflight', () => {
  it('allows GET from any origin', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: `/iiif/3/${IMAGE_ID}/info.json`,
      headers: {
        origin: 'https://viewer.example.org',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toContain('GET');
    expect(response.headers['access-control-allow-headers']).toBe('if-none-match');
  });
});
