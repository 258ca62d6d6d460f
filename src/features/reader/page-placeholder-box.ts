import { initialFit } from './zoom.ts';

/**
 * pdf.js's own measures (web/pdf_viewer.mjs and pdf_viewer.css, pdfjs-dist 5.6): the room a
 * fit-to-width or fit-page zoom leaves for a scrollbar and above the page, and the margin and
 * transparent border around each page's box.
 */
const pdfjsScrollbarPadding = 40;
const pdfjsVerticalPadding = 5;
const pdfjsPageMarginTop = 1;
const pdfjsPageBorder = 9;

/** Where a page is drawn in the reader's scroll box, in CSS pixels from its top left corner. */
export interface PageBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where pdf.js will draw `page` when it opens in a box of `frame`'s size: the page fitted as the
 * reader opens (`initialFit`), centred, the first page below its margin and border, a later one
 * scrolled to the top of the box. Only the page's shape matters (`pageWidth` by `pageHeight` in
 * any unit), so an image's pixel size gives the same box as the PDF's page size.
 */
export function openingPageBox(
  frame: { width: number; height: number },
  pageSize: { width: number; height: number },
  page: number,
): PageBox {
  const widthScale = (frame.width - pdfjsScrollbarPadding) / pageSize.width;
  const heightScale = (frame.height - pdfjsVerticalPadding) / pageSize.height;
  const scale = initialFit(frame.width) === 'page-width' ? widthScale : Math.min(widthScale, heightScale);
  // pdf.js rounds a page's box down to whole pixels (CSS round(down, …, 1px)).
  const width = Math.max(0, Math.floor(pageSize.width * scale));
  const height = Math.max(0, Math.floor(pageSize.height * scale));
  const outerWidth = width + 2 * pdfjsPageBorder;
  return {
    left: Math.max(0, (frame.width - outerWidth) / 2) + pdfjsPageBorder,
    top: page <= 1 ? pdfjsPageMarginTop + pdfjsPageBorder : 0,
    width,
    height,
  };
}

/** A IIIF image's `sizes` entry (info.json). */
interface ImageSize {
  width: number;
  height: number;
}

/**
 * The width to ask the image service for, to fill `boxWidth` CSS pixels on this screen: the
 * smallest size the service lists that is wide enough (it may be cached already), else exactly
 * the width needed, never more than the full image.
 */
export function placeholderImageWidth(
  boxWidth: number,
  pixelRatio: number,
  info: { width: number; sizes?: ImageSize[] },
): number {
  const needed = Math.min(info.width, Math.max(1, Math.ceil(boxWidth * pixelRatio)));
  const listed = (info.sizes ?? [])
    .map((size) => size.width)
    .filter((width) => width >= needed && width <= info.width)
    .sort((a, b) => a - b)[0];
  return listed ?? needed;
}
