import { describe, expect, it } from 'vitest';
import {
  describeImage,
  IiifRequestError,
  type ImageRequestSegments,
  isValidIdentifier,
  parseFormat,
  parseImageRequest,
  parseQuality,
  parseRegion,
  parseRotation,
  parseSize,
  planImage,
  type SizeLimits,
  splitQualityFormat,
} from './image-request.ts';

/** The 300x200 image used by the examples in the IIIF Image API 3.0 spec. */
const SPEC_IMAGE = { width: 300, height: 200 };
const GENEROUS_LIMITS: SizeLimits = { maxWidth: 3000, maxHeight: 3000, maxArea: 3000 * 3000 };

function segments(path: string): ImageRequestSegments {
  const [region = '', size = '', rotation = '', qualityFormat = ''] = path.split('/');
  return { region, size, rotation, ...splitQualityFormat(qualityFormat) };
}

function plan(path: string, image = SPEC_IMAGE, limits = GENEROUS_LIMITS) {
  return planImage(parseImageRequest(segments(path)), image, limits);
}

function statusOf(action: () => unknown): number | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof IiifRequestError) return error.status;
    throw error;
  }
  return undefined;
}

describe('parseRegion', () => {
  it('parses the keyword forms', () => {
    expect(parseRegion('full')).toEqual({ kind: 'full' });
    expect(parseRegion('square')).toEqual({ kind: 'square' });
  });

  it('parses pixel regions', () => {
    expect(parseRegion('125,15,120,140')).toEqual({ kind: 'pixels', x: 125, y: 15, width: 120, height: 140 });
  });

  it('parses percentage regions with decimals', () => {
    expect(parseRegion('pct:41.6,7.5,40,70')).toEqual({
      kind: 'percent',
      x: 41.6,
      y: 7.5,
      width: 40,
      height: 70,
    });
    expect(parseRegion('pct:0,0,.5,100')).toMatchObject({ width: 0.5 });
  });

  it.each([
    '',
    'Full',
    'everything',
    '1,2,3',
    '1,2,3,4,5',
    '-1,0,10,10',
    '1.5,0,10,10',
    '0,0,0,10',
    '0,0,10,0',
    '0,0,1e2,10',
    ' 0,0,10,10',
    'pct:',
    'pct:0,0,0,10',
    'pct:a,b,c,d',
    'pct:-1,0,10,10',
    'pct:0,0,1e2,10',
    'pct:0,0,50',
    'pct:+1,0,10,10',
  ])('rejects %j with 400', (region) => {
    expect(statusOf(() => parseRegion(region))).toBe(400);
  });
});

describe('parseSize', () => {
  it.each([
    ['max', { kind: 'max', upscale: false }],
    ['^max', { kind: 'max', upscale: true }],
    ['150,', { kind: 'width', width: 150, upscale: false }],
    ['^360,', { kind: 'width', width: 360, upscale: true }],
    [',150', { kind: 'height', height: 150, upscale: false }],
    ['^,240', { kind: 'height', height: 240, upscale: true }],
    ['pct:50', { kind: 'percent', percent: 50, upscale: false }],
    ['pct:12.5', { kind: 'percent', percent: 12.5, upscale: false }],
    ['pct:100', { kind: 'percent', percent: 100, upscale: false }],
    ['^pct:120', { kind: 'percent', percent: 120, upscale: true }],
    ['225,100', { kind: 'exact', width: 225, height: 100, upscale: false }],
    ['^360,360', { kind: 'exact', width: 360, height: 360, upscale: true }],
    ['!225,100', { kind: 'confined', width: 225, height: 100, upscale: false }],
    ['^!360,360', { kind: 'confined', width: 360, height: 360, upscale: true }],
  ])('parses %s', (size, expected) => {
    expect(parseSize(size)).toEqual(expected);
  });

  it.each([
    '',
    ',',
    '^',
    '^,',
    'full',
    '^full',
    'MAX',
    '^^max',
    'max,',
    '0,',
    ',0',
    '0,10',
    '!100,',
    '!,100',
    '!^100,100',
    '!!100,100',
    '-100,',
    '10.5,',
    '100,100,100',
    'pct:',
    'pct:0',
    'pct:-5',
    'pct:1e2',
    'pct:101',
    'pct:100.5',
    'w,h',
  ])('rejects %j with 400', (size) => {
    expect(statusOf(() => parseSize(size))).toBe(400);
  });

  it('points v2 clients at max when they ask for full', () => {
    expect(() => parseSize('full')).toThrow(/use 'max'/);
  });
});

describe('parseRotation', () => {
  it.each([
    ['0', { degrees: 0, mirror: false }],
    ['90', { degrees: 90, mirror: false }],
    ['180', { degrees: 180, mirror: false }],
    ['270', { degrees: 270, mirror: false }],
    ['!0', { degrees: 0, mirror: true }],
    ['!90', { degrees: 90, mirror: true }],
    ['!180', { degrees: 180, mirror: true }],
    ['!270', { degrees: 270, mirror: true }],
    ['360', { degrees: 0, mirror: false }],
    ['!360', { degrees: 0, mirror: true }],
    ['90.0', { degrees: 90, mirror: false }],
    ['!180.000', { degrees: 180, mirror: true }],
    ['0.0', { degrees: 0, mirror: false }],
  ])('parses %s', (rotation, expected) => {
    expect(parseRotation(rotation)).toEqual(expected);
  });

  it.each(['', '!', '!!90', '-90', '360.5', '361', '720', '1e2', 'ninety', '90deg', ' 90'])(
    'rejects the malformed or out-of-range %j with 400',
    (rotation) => {
      expect(statusOf(() => parseRotation(rotation))).toBe(400);
    },
  );

  it.each(['1', '22.5', '45', '!345', '89.999', '90.5', '359.99', '0.1'])(
    'refuses the arbitrary rotation %j with 400',
    (rotation) => {
      expect(statusOf(() => parseRotation(rotation))).toBe(400);
      expect(() => parseRotation(rotation)).toThrow(/only multiples of 90 degrees/);
    },
  );
});

describe('parseQuality', () => {
  it.each(['default', 'color', 'gray', 'bitonal'])('accepts %s', (quality) => {
    expect(parseQuality(quality)).toBe(quality);
  });

  it.each(['', 'grey', 'colour', 'Default', 'native'])('rejects %j with 400', (quality) => {
    expect(statusOf(() => parseQuality(quality))).toBe(400);
  });
});

describe('parseFormat', () => {
  it.each(['jpg', 'png', 'webp', 'tif'])('accepts %s', (format) => {
    expect(parseFormat(format)).toBe(format);
  });

  it.each(['gif', 'jp2', 'pdf', 'bmp', 'jpeg', 'JPG', 'tiff'])(
    'answers the unsupported %s with 400',
    (format) => {
      expect(statusOf(() => parseFormat(format))).toBe(400);
    },
  );

  it.each(['', 'j.pg', 'png/', '%00'])('rejects the malformed %j with 400', (format) => {
    expect(statusOf(() => parseFormat(format))).toBe(400);
  });
});

describe('splitQualityFormat', () => {
  it('splits at the first dot', () => {
    expect(splitQualityFormat('default.jpg')).toEqual({ quality: 'default', format: 'jpg' });
    expect(splitQualityFormat('gray.png.jpg')).toEqual({ quality: 'gray', format: 'png.jpg' });
  });

  it.each(['default', '.jpg', 'default.', ''])('rejects %j with 400', (segment) => {
    expect(statusOf(() => splitQualityFormat(segment))).toBe(400);
  });
});

describe('parseImageRequest', () => {
  it('parses every segment', () => {
    expect(parseImageRequest(segments('125,15,120,140/90,/!270/gray.jpg'))).toEqual({
      region: { kind: 'pixels', x: 125, y: 15, width: 120, height: 140 },
      size: { kind: 'width', width: 90, upscale: false },
      rotation: { degrees: 270, mirror: true },
      quality: 'gray',
      format: 'jpg',
    });
  });

  it('reports a bad request before an unsupported format', () => {
    expect(statusOf(() => parseImageRequest(segments('nowhere/max/0/default.gif')))).toBe(400);
  });

  it('errors are typed IiifRequestErrors with readable messages', () => {
    expect(() => parseImageRequest(segments('full/max/0/sepia.jpg'))).toThrow(IiifRequestError);
    expect(() => parseImageRequest(segments('full/max/0/sepia.jpg'))).toThrow(/quality 'sepia'/);
  });
});

describe('isValidIdentifier', () => {
  it.each(['abc', 'a.b_c-D9', 'f'.repeat(64), 'x'.repeat(128), 'scan.v2.jpg'])('accepts %s', (identifier) => {
    expect(isValidIdentifier(identifier)).toBe(true);
  });

  it.each(['', '.', '..', '...', 'a/b', '../etc', 'a b', 'a%2Fb', 'a\\b', 'é', 'x'.repeat(129), 'a\u0000'])(
    'rejects %j',
    (identifier) => {
      expect(isValidIdentifier(identifier)).toBe(false);
    },
  );
});

describe('planImage regions', () => {
  it('full keeps the whole image and needs no extraction', () => {
    const result = plan('full/max/0/default.jpg');
    expect(result.crop).toEqual({ left: 0, top: 0, width: 300, height: 200 });
    expect(result.cropIsFullImage).toBe(true);
    expect(result.scaled).toEqual({ width: 300, height: 200 });
  });

  it('square centres the shorter side on a landscape image', () => {
    expect(plan('square/max/0/default.jpg').crop).toEqual({ left: 50, top: 0, width: 200, height: 200 });
  });

  it('square centres the shorter side on a portrait image', () => {
    const result = plan('square/max/0/default.jpg', { width: 200, height: 301 });
    expect(result.crop).toEqual({ left: 0, top: 50, width: 200, height: 200 });
  });

  it('square on a square image is the full image', () => {
    const result = plan('square/max/0/default.jpg', { width: 100, height: 100 });
    expect(result.cropIsFullImage).toBe(true);
    expect(result.canonicalPath).toBe('full/max/0/default.jpg');
  });

  it('extracts pixel regions as given (spec example 3)', () => {
    const result = plan('125,15,120,140/max/0/default.jpg');
    expect(result.crop).toEqual({ left: 125, top: 15, width: 120, height: 140 });
    expect(result.cropIsFullImage).toBe(false);
  });

  it('clips pixel regions that extend beyond the image (spec example 5)', () => {
    const result = plan('125,15,200,200/max/0/default.jpg');
    expect(result.crop).toEqual({ left: 125, top: 15, width: 175, height: 185 });
    expect(result.scaled).toEqual({ width: 175, height: 185 });
  });

  it('converts percentage regions to pixels (spec example 4)', () => {
    expect(plan('pct:41.6,7.5,40,70/max/0/default.jpg').crop).toEqual({
      left: 125,
      top: 15,
      width: 120,
      height: 140,
    });
  });

  it('clips percentage regions that extend beyond the image (spec example 6)', () => {
    expect(plan('pct:41.6,7.5,66.6,100/max/0/default.jpg').crop).toEqual({
      left: 125,
      top: 15,
      width: 175,
      height: 185,
    });
  });

  it('lets adjacent percentage regions meet without gaps', () => {
    const image = { width: 101, height: 7 };
    const left = plan('pct:0,0,33.3,100/max/0/default.jpg', image).crop;
    const right = plan('pct:33.3,0,66.7,100/max/0/default.jpg', image).crop;
    expect(left.left + left.width).toBe(right.left);
    expect(right.left + right.width).toBe(101);
  });

  it('treats a pixel region covering the whole image as full', () => {
    expect(plan('0,0,300,200/max/0/default.jpg').canonicalPath).toBe('full/max/0/default.jpg');
    expect(plan('0,0,9999,9999/max/0/default.jpg').cropIsFullImage).toBe(true);
  });

  it.each([
    '300,0,10,10',
    '0,200,10,10',
    '1000,1000,5,5',
    'pct:100,0,10,10',
    'pct:0,100,10,10',
    'pct:150,150,10,10',
  ])('rejects the region %s lying entirely outside the image with 400', (region) => {
    expect(statusOf(() => plan(`${region}/max/0/default.jpg`))).toBe(400);
  });

  it('rejects percentage regions thinner than one pixel with 400', () => {
    expect(statusOf(() => plan('pct:0,0,0.1,50/max/0/default.jpg'))).toBe(400);
  });
});

describe('planImage sizes', () => {
  it.each([
    ['max', 300, 200],
    ['150,', 150, 100],
    [',150', 225, 150],
    ['pct:50', 150, 100],
    ['225,100', 225, 100],
    ['!225,100', 150, 100],
    ['!100,225', 100, 67],
    ['!1000,1000', 300, 200],
    ['^360,', 360, 240],
    ['^,240', 360, 240],
    ['^pct:120', 360, 240],
    ['^360,360', 360, 360],
    ['^!360,360', 360, 240],
    ['^150,', 150, 100],
  ])('scales the 300x200 spec image with %s to %ix%i', (size, width, height) => {
    expect(plan(`full/${size}/0/default.jpg`).scaled).toEqual({ width, height });
  });

  it('scales relative to the extracted region, not the full image', () => {
    expect(plan('125,15,120,140/90,/0/default.jpg').scaled).toEqual({ width: 90, height: 105 });
    expect(plan('125,15,120,140/pct:50/0/default.jpg').scaled).toEqual({ width: 60, height: 70 });
  });

  it('scales square regions to square outputs', () => {
    expect(plan('square/100,/0/default.jpg').scaled).toEqual({ width: 100, height: 100 });
  });

  it.each(['301,', ',201', '301,200', '300,201', '301,1', '125,15,120,140'])(
    'rejects %s without ^ when it would upscale, with 400',
    (size) => {
      expect(statusOf(() => plan(`full/${size}/0/default.jpg`))).toBe(400);
    },
  );

  it('applies the upscaling rule to the clipped region', () => {
    expect(statusOf(() => plan('125,15,200,200/176,/0/default.jpg'))).toBe(400);
    expect(plan('125,15,200,200/175,/0/default.jpg').scaled).toEqual({ width: 175, height: 185 });
  });

  it('bounds max by maxWidth and maxHeight (spec size example 1)', () => {
    const limits = { maxWidth: 200, maxHeight: 200, maxArea: 40_000 };
    expect(plan('full/max/0/default.jpg', SPEC_IMAGE, limits).scaled).toEqual({ width: 200, height: 133 });
  });

  it('bounds max by maxArea too (the spec example of a 6000x4000 image)', () => {
    const limits = { maxWidth: 3000, maxHeight: 2000, maxArea: 4_000_000 };
    const { scaled } = plan('full/max/0/default.jpg', { width: 6000, height: 4000 }, limits);
    expect(scaled.width * scaled.height).toBeLessThanOrEqual(4_000_000);
    expect(scaled.width).toBeGreaterThan(2400);
    expect(scaled.width / scaled.height).toBeCloseTo(1.5, 2);
  });

  it('does not upscale max, but ^max grows to the limits (spec size example 1)', () => {
    const limits = { maxWidth: 360, maxHeight: 360, maxArea: 360 * 360 };
    expect(plan('full/max/0/default.jpg', SPEC_IMAGE, limits).scaled).toEqual({ width: 300, height: 200 });
    expect(plan('full/^max/0/default.jpg', SPEC_IMAGE, limits).scaled).toEqual({ width: 360, height: 240 });
  });

  it('confines !w,h to the server limits', () => {
    const limits = { maxWidth: 100, maxHeight: 100, maxArea: 10_000 };
    expect(plan('full/!250,250/0/default.jpg', SPEC_IMAGE, limits).scaled).toEqual({
      width: 100,
      height: 67,
    });
    expect(plan('full/^!1000,1000/0/default.jpg', SPEC_IMAGE, limits).scaled).toEqual({
      width: 100,
      height: 67,
    });
  });

  it.each(['^3001,', '^,3001', '^pct:1001', '^3001,10', '^2000,2000'])(
    'rejects %s beyond the server limits with 400',
    (size) => {
      const limits = { maxWidth: 3000, maxHeight: 3000, maxArea: 3_000_000 };
      expect(statusOf(() => plan(`full/${size}/0/default.jpg`, SPEC_IMAGE, limits))).toBe(400);
    },
  );

  describe('keeps every size form within maxWidth, maxHeight and maxArea', () => {
    const large = { width: 6000, height: 4000 };
    const limits = { maxWidth: 3000, maxHeight: 2500, maxArea: 4_000_000 };

    it.each(['max', '^max', '!5000,5000', '^!9000,9000', 'square/max', 'square/^max'])(
      '%s is scaled down to fit',
      (form) => {
        const path = form.includes('/') ? `${form}/0/default.jpg` : `full/${form}/0/default.jpg`;
        const { scaled } = plan(path, large, limits);
        expect(scaled.width).toBeLessThanOrEqual(limits.maxWidth);
        expect(scaled.height).toBeLessThanOrEqual(limits.maxHeight);
        expect(scaled.width * scaled.height).toBeLessThanOrEqual(limits.maxArea);
      },
    );

    it.each([
      'pct:100',
      '^pct:200',
      'pct:60',
      '3001,',
      '^3001,',
      ',2501',
      '^,2501',
      '3000,2500',
      '^6000,2000',
      '2500,',
    ])('%s beyond a limit is refused with 400', (size) => {
      expect(statusOf(() => plan(`full/${size}/0/default.jpg`, large, limits))).toBe(400);
    });
  });

  it.each([
    ['10,', { width: 1000, height: 1 }],
    [',10', { width: 1, height: 1000 }],
    ['pct:0.1', SPEC_IMAGE],
    ['!10,10', { width: 1000, height: 1 }],
  ])('rejects %s when it scales a dimension below one pixel, with 400', (size, image) => {
    expect(statusOf(() => plan(`full/${size}/0/default.jpg`, image))).toBe(400);
  });
});

describe('planImage canonical paths', () => {
  it.each([
    ['full/max/0/default.jpg', 'full/max/0/default.jpg'],
    ['full/300,200/0/default.jpg', 'full/max/0/default.jpg'],
    ['full/pct:100/360/color.png', 'full/max/0/color.png'],
    ['full/150,/0/default.jpg', 'full/150,100/0/default.jpg'],
    ['full/!225,100/!90.0/gray.webp', 'full/150,100/!90/gray.webp'],
    ['full/max/180.00/default.jpg', 'full/max/180/default.jpg'],
    ['full/max/!360/default.jpg', 'full/max/!0/default.jpg'],
    ['full/^150,/90/bitonal.tif', 'full/150,100/90/bitonal.tif'],
    ['full/^360,/0/default.jpg', 'full/^360,240/0/default.jpg'],
    ['square/pct:50/0/default.jpg', '50,0,200,200/100,100/0/default.jpg'],
    ['pct:41.6,7.5,40,70/max/0/default.jpg', '125,15,120,140/max/0/default.jpg'],
    ['125,15,200,200/max/0/default.jpg', '125,15,175,185/max/0/default.jpg'],
  ])('%s → %s', (path, canonical) => {
    expect(plan(path).canonicalPath).toBe(canonical);
  });

  it('uses ^max for the largest upscaled size', () => {
    const limits = { maxWidth: 360, maxHeight: 360, maxArea: 360 * 360 };
    expect(plan('full/^max/0/default.jpg', SPEC_IMAGE, limits).canonicalPath).toBe('full/^max/0/default.jpg');
    expect(plan('full/^360,/0/default.jpg', SPEC_IMAGE, limits).canonicalPath).toBe(
      'full/^max/0/default.jpg',
    );
  });

  it('keeps rotation and mirroring in the plan', () => {
    expect(plan('full/max/!90/default.jpg').rotation).toEqual({ degrees: 90, mirror: true });
  });
});

describe('describeImage', () => {
  const limits = { maxWidth: 3000, maxHeight: 3000, maxArea: 9_000_000 };
  const info = describeImage('https://example.org/iiif/3/abc', { width: 6000, height: 4000 }, limits);

  it('has the required IIIF 3 properties', () => {
    expect(info).toMatchObject({
      '@context': 'http://iiif.io/api/image/3/context.json',
      id: 'https://example.org/iiif/3/abc',
      type: 'ImageService3',
      protocol: 'http://iiif.io/api/image',
      profile: 'level2',
      width: 6000,
      height: 4000,
      maxWidth: 3000,
      maxHeight: 3000,
    });
    expect(Object.keys(info)[0]).toBe('@context');
  });

  it('lists power-of-two sizes within the limits, smallest first', () => {
    expect(info.sizes[0]).toEqual({ width: 94, height: 63 });
    expect(info.sizes.at(-1)).toEqual({ width: 3000, height: 2000 });
    for (const size of info.sizes) {
      expect(size.width).toBeLessThanOrEqual(3000);
      expect(size.height).toBeLessThanOrEqual(3000);
    }
    const widths = info.sizes.map((size) => size.width);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
  });

  it('advertises 512px tiles down to one tile for the whole image', () => {
    expect(info.tiles).toEqual([{ width: 512, scaleFactors: [1, 2, 4, 8, 16] }]);
    const small = describeImage('x', { width: 300, height: 200 }, limits);
    expect(small.tiles).toEqual([{ width: 512, scaleFactors: [1] }]);
    expect(small.sizes.at(-1)).toEqual({ width: 300, height: 200 });
  });

  it('lists the extra formats, qualities and features', () => {
    expect(info.extraFormats).toEqual(['png', 'webp', 'tif']);
    expect(info.extraQualities).toEqual(['color', 'gray', 'bitonal']);
    expect(info.extraFeatures).toEqual(
      expect.arrayContaining([
        'mirroring',
        'regionByPct',
        'regionSquare',
        'rotationBy90s',
        'sizeByConfinedWh',
        'sizeByH',
        'sizeByPct',
        'sizeByW',
        'sizeByWh',
        'sizeUpscaling',
        'jsonldMediaType',
        'cors',
        'baseUriRedirect',
        'profileLinkHeader',
        'canonicalLinkHeader',
      ]),
    );
  });

  it('does not claim arbitrary rotation, which is refused', () => {
    expect(info.extraFeatures).not.toContain('rotationArbitrary');
  });

  it('advertises all three size limits', () => {
    expect(info).toMatchObject({ maxWidth: 3000, maxHeight: 3000, maxArea: 9_000_000 });
  });
});
