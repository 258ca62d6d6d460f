import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { degrees, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { type ImagePlan, parseImageRequest, planImage, splitQualityFormat } from './image-request.ts';
import {
  PdfPageRenderer,
  PdfPageUnavailableError,
  pageImageDimensions,
  planPageRaster,
} from './pdf-pages.ts';

const limits = { maxWidth: 3000, maxHeight: 3000, maxArea: 9_000_000 };
/** An octavo page described at 150 dpi: 432 × 648 points. */
const octavo = pageImageDimensions({ width: 432, height: 648 }, limits);

function plan(path: string): ImagePlan {
  const [region = '', size = '', rotation = '', qualityFormat = ''] = path.split('/');
  return planImage(
    parseImageRequest({ region, size, rotation, ...splitQualityFormat(qualityFormat) }),
    octavo,
    limits,
  );
}

describe('page image sizes', () => {
  it('describe a page at 150 pixels per inch', () => {
    expect(octavo).toEqual({ width: 900, height: 1350 });
    expect(pageImageDimensions({ width: 595.28, height: 841.89 }, limits)).toEqual({
      width: 1240,
      height: 1753,
    });
  });

  it('scale a page too large for the limits down to fit them, keeping its shape', () => {
    const poster = pageImageDimensions({ width: 14400, height: 7200 }, limits);
    expect(poster).toEqual({ width: 3000, height: 1500 });
  });
});

describe('what is drawn for a request', () => {
  it('draws a whole page at exactly the size asked for', () => {
    expect(planPageRaster(octavo, plan('full/400,/0/default.jpg'), limits.maxArea)).toEqual({
      render: { width: 400, height: 600 },
      crop: { left: 0, top: 0, width: 400, height: 600 },
    });
  });

  it('draws a region by drawing the page at the scale that gives the region its size', () => {
    // A tile at scale factor 2: the page is drawn at half its described size, the tile cut from it.
    const raster = planPageRaster(octavo, plan('512,512,388,512/194,/0/default.jpg'), limits.maxArea);
    expect(raster.render).toEqual({ width: 450, height: 675 });
    expect(raster.crop).toEqual({ left: 256, top: 256, width: 194, height: 256 });
  });

  it('never draws more pixels than allowed, even for an enlarged region', () => {
    const raster = planPageRaster(octavo, plan('0,0,100,100/^2000,/0/default.jpg'), 4_000_000);
    expect(raster.render.width * raster.render.height).toBeLessThanOrEqual(4_000_000);
    expect(raster.crop.width).toBeGreaterThan(100);
  });
});

describe('every page’s size at once', () => {
  it('measures each page as displayed, its rotation applied, as one page is described', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'pdf-pages-test-'));
    const pages = new PdfPageRenderer({ workers: 1, timeoutMs: 30_000 });
    try {
      const doc = await PDFDocument.create();
      doc.addPage([432, 648]);
      doc.addPage([595.28, 841.89]);
      doc.addPage([200, 400]).setRotation(degrees(90));
      const path = join(directory, 'three-pages.pdf');
      await writeFile(path, await doc.save());
      const sizes = await pages.describeAll(path);
      expect(sizes).toHaveLength(3);
      expect(sizes[0]).toEqual({ width: 432, height: 648 });
      expect(sizes[1]?.width).toBeCloseTo(595.28, 2);
      expect(sizes[1]?.height).toBeCloseTo(841.89, 2);
      expect(sizes[2]).toEqual({ width: 400, height: 200 });
      for (const [index, size] of sizes.entries()) {
        const one = await pages.describe(path, index + 1);
        expect({ width: one.width, height: one.height }).toEqual(size);
      }

      const broken = join(directory, 'broken.pdf');
      await writeFile(broken, '%PDF-1.4 not really');
      await expect(pages.describeAll(broken)).rejects.toBeInstanceOf(PdfPageUnavailableError);
    } finally {
      await pages.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('a pool warmed up at start', () => {
  it('answers with the worker it started, and closes it with the pool', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'pdf-pages-test-'));
    const pages = new PdfPageRenderer({ workers: 1, timeoutMs: 30_000 });
    try {
      pages.warmUp();
      pages.warmUp();
      const doc = await PDFDocument.create();
      doc.addPage([432, 648]);
      const path = join(directory, 'one-page.pdf');
      await writeFile(path, await doc.save());
      // Two jobs at once on the one worker it started: the second waits its turn.
      const [first, second] = await Promise.all([pages.describe(path, 1), pages.describeAll(path)]);
      expect(first).toEqual({ pageCount: 1, width: 432, height: 648 });
      expect(second).toEqual([{ width: 432, height: 648 }]);
    } finally {
      await pages.close();
      await rm(directory, { recursive: true, force: true });
    }
    await expect(pages.describe(join(directory, 'one-page.pdf'), 1)).rejects.toThrow(/closed/);
    pages.warmUp();
  });
});
