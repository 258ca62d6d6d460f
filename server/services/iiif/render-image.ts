import { availableParallelism } from 'node:os';
import sharp, { type Sharp } from 'sharp';
import type { Dimensions, ImagePlan } from './image-request.ts';

/** Oriented dimensions are memoised because info.json and every tile request need them. */
const MAX_REMEMBERED_DIMENSIONS = 4096;
const dimensionsByPath = new Map<string, Promise<Dimensions>>();

/** Width and height as displayed, i.e. after applying the EXIF orientation, which IIIF clients see. */
export function readImageDimensions(sourcePath: string): Promise<Dimensions> {
  const remembered = dimensionsByPath.get(sourcePath);
  if (remembered) return remembered;

  const pending = sharp(sourcePath)
    .metadata()
    .then((metadata) => ({ width: metadata.autoOrient.width, height: metadata.autoOrient.height }));
  // Forget failures so a file that appears later, or a transient I/O error, is retried.
  pending.catch(() => dimensionsByPath.delete(sourcePath));
  if (dimensionsByPath.size >= MAX_REMEMBERED_DIMENSIONS) {
    const oldest = dimensionsByPath.keys().next();
    if (!oldest.done) dimensionsByPath.delete(oldest.value);
  }
  dimensionsByPath.set(sourcePath, pending);
  return pending;
}

/**
 * libvips already parallelises each pipeline internally; capping whole pipelines bounds memory
 * when a viewer fires dozens of tile requests at once.
 */
const MAX_CONCURRENT_RENDERS = Math.max(1, Math.min(4, Math.floor(availableParallelism() / 2)));
let activeRenders = 0;
const waitingRenders: (() => void)[] = [];

async function withRenderSlot<T>(work: () => Promise<T>): Promise<T> {
  if (activeRenders >= MAX_CONCURRENT_RENDERS) {
    await new Promise<void>((resolve) => waitingRenders.push(resolve));
  } else {
    activeRenders += 1;
  }
  try {
    return await work();
  } finally {
    const next = waitingRenders.shift();
    // The slot passes straight to the next waiter, so activeRenders only drops when nobody waits.
    if (next) next();
    else activeRenders -= 1;
  }
}

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const TRANSPARENT = { r: 255, g: 255, b: 255, alpha: 0 };
const BITONAL_THRESHOLD = 128;

function buildPipeline(sourcePath: string, plan: ImagePlan): Sharp {
  // JPEG cannot carry transparency, so rotation corners (and any source alpha) become white paper.
  const background = plan.format === 'jpg' ? WHITE : TRANSPARENT;
  const pipeline = sharp(sourcePath, { autoOrient: true });

  if (plan.format === 'jpg') pipeline.flatten({ background: WHITE });
  if (!plan.cropIsFullImage) pipeline.extract(plan.crop);
  if (plan.scaled.width !== plan.crop.width || plan.scaled.height !== plan.crop.height) {
    pipeline.resize(plan.scaled.width, plan.scaled.height, { fit: 'fill' });
  }
  // sharp always applies flop before rotate, which is the order IIIF requires for '!n'.
  if (plan.rotation.mirror) pipeline.flop();
  if (plan.rotation.degrees !== 0) pipeline.rotate(plan.rotation.degrees, { background });

  // toColourspace('b-w') is what actually drops the colour channels from the encoded file.
  if (plan.quality === 'gray') pipeline.grayscale().toColourspace('b-w');
  if (plan.quality === 'bitonal') pipeline.threshold(BITONAL_THRESHOLD).toColourspace('b-w');

  switch (plan.format) {
    case 'jpg':
      return pipeline.jpeg({ quality: 85 });
    case 'png':
      return pipeline.png();
    case 'webp':
      return pipeline.webp({ quality: 85 });
    case 'tif':
      // sharp's default TIFF compression is JPEG, which would discard the transparent background.
      return pipeline.tiff({ compression: 'lzw' });
  }
}

/** Encodes one derivative into memory; its size is bounded by the plan's maxWidth/maxHeight limits. */
export function renderImage(sourcePath: string, plan: ImagePlan): Promise<Buffer> {
  return withRenderSlot(() => buildPipeline(sourcePath, plan).toBuffer());
}
