import sharp, { type Sharp } from 'sharp';
import type { CropRectangle, Dimensions, ImagePlan } from './image-request.ts';

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

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const BITONAL_THRESHOLD = 128;

/** Crops, scales, turns and encodes `pipeline` (an image of the plan's source size) as the plan says. */
function buildPipeline(pipeline: Sharp, plan: ImagePlan): Sharp {
  // JPEG cannot carry transparency, so any source alpha becomes white paper.
  if (plan.format === 'jpg') pipeline.flatten({ background: WHITE });
  if (!plan.cropIsFullImage) pipeline.extract(plan.crop);
  if (plan.scaled.width !== plan.crop.width || plan.scaled.height !== plan.crop.height) {
    pipeline.resize(plan.scaled.width, plan.scaled.height, { fit: 'fill' });
  }
  // sharp always applies flop before rotate, which is the order IIIF requires for '!n'.
  if (plan.rotation.mirror) pipeline.flop();
  // Quarter turns only (see SUPPORTED_ROTATIONS), so there are no corners to fill.
  if (plan.rotation.degrees !== 0) pipeline.rotate(plan.rotation.degrees);

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
      // sharp's default TIFF compression is JPEG, which would discard a source's transparency.
      return pipeline.tiff({ compression: 'lzw' });
  }
}

/** Turns a source image and a plan into the encoded derivative. */
export type RenderImage = (sourcePath: string, plan: ImagePlan) => Promise<Buffer>;

/**
 * Encodes one derivative into memory; its size is bounded by the plan's maxWidth/maxHeight limits.
 * Callers bound how many run at once (see RenderQueue).
 */
export const renderImage: RenderImage = (sourcePath, plan) =>
  buildPipeline(sharp(sourcePath, { autoOrient: true }), plan).toBuffer();

/**
 * Encodes a derivative from a drawn PDF page (opaque RGBA), of which `crop` is the requested region
 * at this raster's scale; the plan's size, rotation, quality and format apply as for any image.
 */
export function renderRaster(
  raster: { width: number; height: number; pixels: Uint8Array },
  crop: CropRectangle,
  plan: ImagePlan,
): Promise<Buffer> {
  const pixels = Buffer.from(raster.pixels.buffer, raster.pixels.byteOffset, raster.pixels.byteLength);
  // Pages are opaque paper: without the alpha channel a PNG or WebP is smaller and means the same.
  const input = sharp(pixels, {
    raw: { width: raster.width, height: raster.height, channels: 4 },
  }).removeAlpha();
  const cropIsFullImage =
    crop.left === 0 && crop.top === 0 && crop.width === raster.width && crop.height === raster.height;
  return buildPipeline(input, { ...plan, crop, cropIsFullImage }).toBuffer();
}
