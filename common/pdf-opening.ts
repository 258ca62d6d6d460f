/**
 * The opening of an edition's PDF (the API's `…/pdf/opening`): the bytes pdf.js reads before it can
 * draw the page a reader opens at, in one answer to a plain GET that a page's head can preload.
 */

/** pdf.js's range size (`rangeChunkSize`): the reader's range requests and the opening's head are whole chunks of it. */
export const pdfChunkBytes = 65_536;

/**
 * The opening's address for the PDF at `pdfUrl` and a reader at `page`: the reader asks for it and
 * the server's page names it in its head, so both must write it alike.
 */
export const pdfOpeningUrl = (pdfUrl: string, page: number): string => `${pdfUrl}/opening?page=${page}`;
