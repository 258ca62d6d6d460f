/**
 * IIIF Image API 3.0 request parsing and planning, kept free of I/O so every rule of the
 * spec (https://iiif.io/api/image/3.0/) can be unit-tested without images or HTTP.
 */

export type IiifErrorStatus = 400;

export class IiifRequestError extends Error {
  readonly status: IiifErrorStatus;

  constructor(status: IiifErrorStatus, message: string) {
    super(message);
    this.name = 'IiifRequestError';
    this.status = status;
  }
}

export type RegionRequest =
  | { kind: 'full' }
  | { kind: 'square' }
  | { kind: 'pixels'; x: number; y: number; width: number; height: number }
  | { kind: 'percent'; x: number; y: number; width: number; height: number };

export type SizeRequest =
  | { kind: 'max'; upscale: boolean }
  | { kind: 'width'; width: number; upscale: boolean }
  | { kind: 'height'; height: number; upscale: boolean }
  | { kind: 'percent'; percent: number; upscale: boolean }
  | { kind: 'exact'; width: number; height: number; upscale: boolean }
  | { kind: 'confined'; width: number; height: number; upscale: boolean };

/**
 * The only rotations this service renders. Arbitrary angles (optional even at level 2) would let
 * clients multiply every derivative by countless decimal angles, each a fresh render and cache file.
 */
export const SUPPORTED_ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof SUPPORTED_ROTATIONS)[number];

export interface RotationRequest {
  /** Clockwise degrees, 360 normalised to 0. */
  degrees: Rotation;
  /** Mirror on the vertical axis, applied before rotating. */
  mirror: boolean;
}

export const SUPPORTED_QUALITIES = ['default', 'color', 'gray', 'bitonal'] as const;
export type ImageQuality = (typeof SUPPORTED_QUALITIES)[number];

export const SUPPORTED_FORMATS = ['jpg', 'png', 'webp', 'tif'] as const;
export type ImageFormat = (typeof SUPPORTED_FORMATS)[number];

export const MEDIA_TYPE_BY_FORMAT: Readonly<Record<ImageFormat, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  tif: 'image/tiff',
};

export interface ImageRequest {
  region: RegionRequest;
  size: SizeRequest;
  rotation: RotationRequest;
  quality: ImageQuality;
  format: ImageFormat;
}

export interface ImageRequestSegments {
  region: string;
  size: string;
  rotation: string;
  quality: string;
  format: string;
}

export interface Dimensions {
  width: number;
  height: number;
}

export interface SizeLimits {
  maxWidth: number;
  maxHeight: number;
  maxArea: number;
}

export interface CropRectangle {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ImagePlan {
  /** Region of the (orientation-corrected) source image to extract, clipped to its bounds. */
  crop: CropRectangle;
  /** True when the crop covers the whole source, so extraction can be skipped. */
  cropIsFullImage: boolean;
  /** Size of the scaled region, before rotation enlarges the canvas. */
  scaled: Dimensions;
  rotation: RotationRequest;
  quality: ImageQuality;
  format: ImageFormat;
  /**
   * Canonical `region/size/rotation/quality.format` form (spec §4.8): equivalent requests share it,
   * which makes it the right key for caches and ETags.
   */
  canonicalPath: string;
}

const UNSIGNED_INTEGER = /^\d+$/;
// Spec §4.7: only digits and '.'; a missing leading zero is tolerated because it is only a SHOULD.
const UNSIGNED_DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const SIZE_BY_DIMENSIONS = /^(!)?(\d*),(\d*)$/;
const FORMAT_TOKEN = /^[A-Za-z0-9]+$/;
/** Identifiers are content hashes or slugs; anything else could smuggle path syntax to the resolver. */
const IDENTIFIER = /^[A-Za-z0-9._-]{1,128}$/;

export function isValidIdentifier(identifier: string): boolean {
  // '.' and '..' fit the character class but are directory references, never image names.
  return IDENTIFIER.test(identifier) && !/^\.+$/.test(identifier);
}

function badRequest(message: string): IiifRequestError {
  return new IiifRequestError(400, message);
}

function parsePixelCount(text: string, what: string): number {
  if (!UNSIGNED_INTEGER.test(text)) {
    throw badRequest(`${what} must be a non-negative integer, got '${text}'`);
  }
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw badRequest(`${what} is too large: '${text}'`);
  return value;
}

function parseDecimal(text: string, what: string): number {
  if (!UNSIGNED_DECIMAL.test(text)) {
    throw badRequest(`${what} must be a non-negative decimal number, got '${text}'`);
  }
  const value = Number(text);
  if (!Number.isFinite(value)) throw badRequest(`${what} is too large: '${text}'`);
  return value;
}

function parseFourNumbers(text: string, parse: (part: string, what: string) => number, form: string) {
  const parts = text.split(',');
  if (parts.length !== 4) {
    throw badRequest(`Region '${text}' must have the form ${form}`);
  }
  const [x, y, width, height] = parts.map((part, index) => parse(part, `Region ${'xywh'[index]}`)) as [
    number,
    number,
    number,
    number,
  ];
  if (width === 0 || height === 0) {
    throw badRequest(`Region '${text}' has zero width or height`);
  }
  return { x, y, width, height };
}

export function parseRegion(text: string): RegionRequest {
  if (text === 'full') return { kind: 'full' };
  if (text === 'square') return { kind: 'square' };
  if (text.startsWith('pct:')) {
    return { kind: 'percent', ...parseFourNumbers(text.slice(4), parseDecimal, 'pct:x,y,w,h') };
  }
  if (text.includes(',')) {
    return { kind: 'pixels', ...parseFourNumbers(text, parsePixelCount, 'x,y,w,h') };
  }
  throw badRequest(`Unrecognised region '${text}': expected full, square, x,y,w,h or pct:x,y,w,h`);
}

export function parseSize(text: string): SizeRequest {
  const upscale = text.startsWith('^');
  const body = upscale ? text.slice(1) : text;

  if (body === 'max') return { kind: 'max', upscale };
  if (body === 'full') {
    throw badRequest("Size 'full' was removed in IIIF Image API 3.0; use 'max'");
  }
  if (body.startsWith('pct:')) {
    const percent = parseDecimal(body.slice(4), 'Size percentage');
    if (percent === 0) throw badRequest('Size percentage must be greater than 0');
    if (percent > 100 && !upscale) {
      throw badRequest(`Size pct:${body.slice(4)} exceeds 100%; upscaling requires the '^' prefix`);
    }
    return { kind: 'percent', percent, upscale };
  }

  const match = SIZE_BY_DIMENSIONS.exec(body);
  if (!match) {
    throw badRequest(
      `Unrecognised size '${text}': expected max, w,, ,h, pct:n, w,h or !w,h (optionally prefixed with '^')`,
    );
  }
  const [, confinedMark, widthText = '', heightText = ''] = match;
  const width = widthText === '' ? undefined : parsePixelCount(widthText, 'Size width');
  const height = heightText === '' ? undefined : parsePixelCount(heightText, 'Size height');
  if (width === 0 || height === 0) throw badRequest(`Size '${text}' has a zero dimension`);

  if (confinedMark) {
    if (width === undefined || height === undefined) {
      throw badRequest(`Size '${text}' must give both a width and a height after '!'`);
    }
    return { kind: 'confined', width, height, upscale };
  }
  if (width !== undefined && height !== undefined) return { kind: 'exact', width, height, upscale };
  if (width !== undefined) return { kind: 'width', width, upscale };
  if (height !== undefined) return { kind: 'height', height, upscale };
  throw badRequest(`Size '${text}' must give a width, a height or both`);
}

export function parseRotation(text: string): RotationRequest {
  const mirror = text.startsWith('!');
  // Any decimal spelling of a supported angle ('90.0') is accepted: it names the same rotation,
  // and the canonical path (an integer, spec §4.8) keeps it to one cache entry.
  const degrees = parseDecimal(mirror ? text.slice(1) : text, 'Rotation');
  if (degrees > 360) throw badRequest(`Rotation must be between 0 and 360, got '${text}'`);
  // 360 is allowed by the spec but draws exactly like 0; normalising keeps canonical keys unique.
  const rotation = SUPPORTED_ROTATIONS.find((supported) => supported === degrees % 360);
  if (rotation === undefined) {
    // Spec §4.3: an unsupported rotation SHOULD be a 400.
    throw badRequest(
      `Rotation '${text}' is not supported: only multiples of 90 degrees (0, 90, 180, 270), ` +
        `optionally mirrored with a leading '!'`,
    );
  }
  return { degrees: rotation, mirror };
}

export function parseQuality(text: string): ImageQuality {
  const quality = SUPPORTED_QUALITIES.find((candidate) => candidate === text);
  if (!quality) {
    throw badRequest(`Unsupported quality '${text}': expected one of ${SUPPORTED_QUALITIES.join(', ')}`);
  }
  return quality;
}

export function parseFormat(text: string): ImageFormat {
  const format = SUPPORTED_FORMATS.find((candidate) => candidate === text);
  if (format) return format;
  if (!FORMAT_TOKEN.test(text)) throw badRequest(`Malformed format '${text}'`);
  // IIIF allows 501 for a format it names (gif, jp2, pdf) that a server does not produce; a 400 keeps
  // the rule that no request makes this server answer 5xx. info.json lists the formats there are.
  throw badRequest(`The format '${text}' is not supported: use one of ${SUPPORTED_FORMATS.join(', ')}`);
}

/** Splits the last URL segment (`default.jpg`) into quality and format. */
export function splitQualityFormat(segment: string): { quality: string; format: string } {
  const dot = segment.indexOf('.');
  if (dot <= 0 || dot === segment.length - 1) {
    throw badRequest(`Expected '{quality}.{format}' as the last path segment, got '${segment}'`);
  }
  return { quality: segment.slice(0, dot), format: segment.slice(dot + 1) };
}

export function parseImageRequest(segments: ImageRequestSegments): ImageRequest {
  return {
    region: parseRegion(segments.region),
    size: parseSize(segments.size),
    rotation: parseRotation(segments.rotation),
    quality: parseQuality(segments.quality),
    format: parseFormat(segments.format),
  };
}

/** Clips the requested region to the image; regions entirely outside it are an error (spec §4.1). */
export function resolveRegion(region: RegionRequest, image: Dimensions): CropRectangle {
  switch (region.kind) {
    case 'full':
      return { left: 0, top: 0, width: image.width, height: image.height };
    case 'square': {
      const side = Math.min(image.width, image.height);
      // Centred, the spec's suggested default, so a square thumbnail shows the middle of the page.
      return {
        left: Math.floor((image.width - side) / 2),
        top: Math.floor((image.height - side) / 2),
        width: side,
        height: side,
      };
    }
    case 'pixels':
      return clipToImage(region.x, region.y, region.x + region.width, region.y + region.height, image);
    case 'percent': {
      // Round edges rather than lengths so adjacent percentage regions tile without gaps or overlaps.
      const left = Math.round((region.x * image.width) / 100);
      const top = Math.round((region.y * image.height) / 100);
      const right = Math.round(((region.x + region.width) * image.width) / 100);
      const bottom = Math.round(((region.y + region.height) * image.height) / 100);
      return clipToImage(left, top, right, bottom, image);
    }
  }
}

function clipToImage(left: number, top: number, right: number, bottom: number, image: Dimensions) {
  if (left >= image.width || top >= image.height) {
    throw badRequest(`Region starts at ${left},${top}, outside the ${image.width}x${image.height} image`);
  }
  const width = Math.min(right, image.width) - left;
  const height = Math.min(bottom, image.height) - top;
  if (width <= 0 || height <= 0) {
    throw badRequest('Region is smaller than one pixel of the image');
  }
  return { left, top, width, height };
}

/**
 * Largest aspect-preserving size of `source` that fits the box and area. The bounding dimension is
 * set exactly so that e.g. `!200,200` on a portrait page yields a height of exactly 200.
 */
function fitWithin(source: Dimensions, boxWidth: number, boxHeight: number, maxArea: number): Dimensions {
  const scale = Math.min(
    boxWidth / source.width,
    boxHeight / source.height,
    Math.sqrt(maxArea / (source.width * source.height)),
  );
  let width = Math.min(boxWidth, Math.round(source.width * scale));
  let height = Math.min(boxHeight, Math.round(source.height * scale));
  if (width * height > maxArea) {
    width = Math.floor(source.width * scale);
    height = Math.floor(source.height * scale);
  }
  return { width, height };
}

function rejectUpscaling(requested: Dimensions, region: Dimensions, sizeText: () => string) {
  if (requested.width > region.width || requested.height > region.height) {
    throw badRequest(
      `Size ${sizeText()} would enlarge the ${region.width}x${region.height} region; upscaling requires the '^' prefix`,
    );
  }
}

/** What `max` (or `^max` when `upscale`) resolves to for a region under the limits. */
function maxSizeOf(region: Dimensions, limits: SizeLimits, upscale: boolean): Dimensions {
  return upscale
    ? fitWithin(region, limits.maxWidth, limits.maxHeight, limits.maxArea)
    : fitWithin(
        region,
        Math.min(region.width, limits.maxWidth),
        Math.min(region.height, limits.maxHeight),
        limits.maxArea,
      );
}

export function resolveSize(size: SizeRequest, region: Dimensions, limits: SizeLimits): Dimensions {
  const aspect = region.width / region.height;
  let scaled: Dimensions;
  switch (size.kind) {
    case 'max':
      scaled = maxSizeOf(region, limits, size.upscale);
      break;
    case 'confined': {
      // Without '^' the region's own size is one more bound: `!w,h` never enlarges.
      const boxWidth = size.upscale ? size.width : Math.min(size.width, region.width);
      const boxHeight = size.upscale ? size.height : Math.min(size.height, region.height);
      scaled = fitWithin(
        region,
        Math.min(boxWidth, limits.maxWidth),
        Math.min(boxHeight, limits.maxHeight),
        limits.maxArea,
      );
      break;
    }
    case 'width':
      scaled = { width: size.width, height: Math.round(size.width / aspect) };
      if (!size.upscale) rejectUpscaling(scaled, region, () => `${size.width},`);
      break;
    case 'height':
      scaled = { width: Math.round(size.height * aspect), height: size.height };
      if (!size.upscale) rejectUpscaling(scaled, region, () => `,${size.height}`);
      break;
    case 'percent':
      // Upscaling beyond 100% without '^' is already rejected while parsing.
      scaled = {
        width: Math.round((region.width * size.percent) / 100),
        height: Math.round((region.height * size.percent) / 100),
      };
      break;
    case 'exact':
      scaled = { width: size.width, height: size.height };
      if (!size.upscale) rejectUpscaling(scaled, region, () => `${size.width},${size.height}`);
      break;
  }

  if (scaled.width < 1 || scaled.height < 1) {
    throw badRequest(
      `The requested size scales the ${region.width}x${region.height} region to less than one pixel`,
    );
  }
  if (
    scaled.width > limits.maxWidth ||
    scaled.height > limits.maxHeight ||
    scaled.width * scaled.height > limits.maxArea
  ) {
    throw badRequest(
      `The requested size ${scaled.width}x${scaled.height} exceeds the server limit of ` +
        `${limits.maxWidth}x${limits.maxHeight} (${limits.maxArea} pixels)`,
    );
  }
  return scaled;
}

function canonicalRegion(crop: CropRectangle, image: Dimensions): string {
  const isFull =
    crop.left === 0 && crop.top === 0 && crop.width === image.width && crop.height === image.height;
  return isFull ? 'full' : `${crop.left},${crop.top},${crop.width},${crop.height}`;
}

function sameDimensions(a: Dimensions, b: Dimensions): boolean {
  return a.width === b.width && a.height === b.height;
}

function canonicalSize(scaled: Dimensions, crop: CropRectangle, limits: SizeLimits): string {
  const upscaled = scaled.width > crop.width || scaled.height > crop.height;
  if (!upscaled && sameDimensions(scaled, maxSizeOf(crop, limits, false))) return 'max';
  if (upscaled && sameDimensions(scaled, maxSizeOf(crop, limits, true))) return '^max';
  return `${upscaled ? '^' : ''}${scaled.width},${scaled.height}`;
}

export function planImage(request: ImageRequest, image: Dimensions, limits: SizeLimits): ImagePlan {
  if (image.width < 1 || image.height < 1) {
    throw new Error(`Source image has invalid dimensions ${image.width}x${image.height}`);
  }
  const crop = resolveRegion(request.region, image);
  const scaled = resolveSize(request.size, crop, limits);
  const rotation = `${request.rotation.mirror ? '!' : ''}${request.rotation.degrees}`;
  const region = canonicalRegion(crop, image);
  return {
    crop,
    cropIsFullImage: region === 'full',
    scaled,
    rotation: request.rotation,
    quality: request.quality,
    format: request.format,
    canonicalPath: `${region}/${canonicalSize(scaled, crop, limits)}/${rotation}/${request.quality}.${request.format}`,
  };
}

/** Tile edge advertised in info.json; 512 keeps tile requests cheap while limiting request counts. */
export const TILE_SIZE = 512;
const SMALLEST_ADVERTISED_SIZE = 64;

export const SUPPORTED_FEATURES = [
  'baseUriRedirect',
  'canonicalLinkHeader',
  'cors',
  'jsonldMediaType',
  'mirroring',
  'profileLinkHeader',
  'regionByPct',
  'regionByPx',
  'regionSquare',
  // Not 'rotationArbitrary': see SUPPORTED_ROTATIONS.
  'rotationBy90s',
  'sizeByConfinedWh',
  'sizeByH',
  'sizeByPct',
  'sizeByW',
  'sizeByWh',
  'sizeUpscaling',
] as const;

export interface ImageInformation {
  '@context': 'http://iiif.io/api/image/3/context.json';
  id: string;
  type: 'ImageService3';
  protocol: 'http://iiif.io/api/image';
  profile: 'level2';
  width: number;
  height: number;
  maxWidth: number;
  maxHeight: number;
  maxArea: number;
  sizes: Dimensions[];
  tiles: { width: number; scaleFactors: number[] }[];
  extraFormats: string[];
  extraQualities: string[];
  extraFeatures: string[];
}

/** Power-of-two downscales of the full image within the limits, smallest first, as viewers expect. */
function preferredSizes(image: Dimensions, limits: SizeLimits): Dimensions[] {
  const sizes: Dimensions[] = [];
  for (let factor = 1; ; factor *= 2) {
    // Ceiling division matches how tile sizes are computed (implementation notes §3).
    const size = { width: Math.ceil(image.width / factor), height: Math.ceil(image.height / factor) };
    // Anything smaller than an icon is useless to viewers; a tiny image still lists its own size.
    if (factor > 1 && Math.max(size.width, size.height) < SMALLEST_ADVERTISED_SIZE) break;
    const withinLimits =
      size.width <= limits.maxWidth &&
      size.height <= limits.maxHeight &&
      size.width * size.height <= limits.maxArea;
    if (withinLimits) sizes.unshift(size);
  }
  return sizes;
}

function tileScaleFactors(image: Dimensions): number[] {
  const factors = [1];
  let factor = 1;
  while (Math.max(image.width, image.height) / factor > TILE_SIZE) {
    factor *= 2;
    factors.push(factor);
  }
  return factors;
}

export function describeImage(serviceId: string, image: Dimensions, limits: SizeLimits): ImageInformation {
  return {
    '@context': 'http://iiif.io/api/image/3/context.json',
    id: serviceId,
    type: 'ImageService3',
    protocol: 'http://iiif.io/api/image',
    profile: 'level2',
    width: image.width,
    height: image.height,
    maxWidth: limits.maxWidth,
    maxHeight: limits.maxHeight,
    maxArea: limits.maxArea,
    sizes: preferredSizes(image, limits),
    tiles: [
      {
        width: Math.min(TILE_SIZE, limits.maxWidth, limits.maxHeight),
        scaleFactors: tileScaleFactors(image),
      },
    ],
    extraFormats: SUPPORTED_FORMATS.filter((format) => format !== 'jpg'),
    extraQualities: SUPPORTED_QUALITIES.filter((quality) => quality !== 'default'),
    extraFeatures: [...SUPPORTED_FEATURES],
  };
}
