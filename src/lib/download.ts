/**
 * The file name a `Content-Disposition` header gives (`attachment; filename="catalogues-2026-11-24.bib"`,
 * or RFC 5987's `filename*=UTF-8''…`, which wins), made safe to save; `fallback` when it names none.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;\s]+)/i.exec(header);
    name = plain?.[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain?.[1];
  }
  const safe = (name ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '_')
    .trim()
    .replace(/^\.+/, '');
  return safe || fallback;
}

/** How long a saved file's object URL is kept: long enough for the browser to take the download. */
const objectUrlLifetimeMs = 60_000;

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
}
