import { pageImageServiceUrl } from '../../common/iiif-page-images.ts';
import { runtimeConfig } from './clients.ts';

/**
 * The IIIF image service of each page of an edition's PDF: the reader shows the page's image
 * while pdf.js loads (the edition view's reader and both readers of the comparison).
 */
export const editionPageImageService = (editionId: number) => (page: number) =>
  pageImageServiceUrl(runtimeConfig().iiifUrl, { editionId, page });
