/**
 * The file name a downloaded PDF is saved under: the edition's title made safe for every file
 * system (no path separators, reserved or control characters, at most 120 characters).
 */
export function downloadFileName(title: string): string {
  const safe = title
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 120)
    .trim();
  const base = safe.replace(/\.pdf$/i, '') || 'catalogue';
  return `${base}.pdf`;
}
