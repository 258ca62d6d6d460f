/**
 * The data files pdf.js fetches only for some PDFs: its image decoders for JPEG 2000 (common in
 * digitised books) and JBIG2 scans, and the outlines of the Symbol and Dingbats fonts. Vite gives
 * each file a hashed URL, so pdf.js cannot build their addresses from one base URL; this factory
 * (pdf.js's `BinaryDataFactory` option) looks them up by file name instead. Nothing is downloaded
 * until a PDF needs it.
 */
const files: Record<string, string> = import.meta.glob(
  ['/node_modules/pdfjs-dist/wasm/*.wasm', '/node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}'],
  { eager: true, query: '?url', import: 'default' },
);

const folders: Record<string, string> = { wasmUrl: 'wasm', standardFontDataUrl: 'standard_fonts' };

export class BundledBinaryData {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = files[`/node_modules/pdfjs-dist/${folders[kind] ?? '-'}/${filename}`];
    if (!url) throw new Error(`pdf.js asked for ${kind} ${filename}, which the reader does not bundle`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Loading ${url} failed with ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}
