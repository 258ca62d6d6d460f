// One formatter per language for the visit: building one is far dearer than using it.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number as the locale writes it ('10,000', '10.000'); an unknown language tag falls back to English. */
export function formatNumber(value: number, locale: string): string {
  const tag = locale.toLowerCase();
  let format = numberFormats.get(tag);
  if (!format) {
    try {
      format = new Intl.NumberFormat(tag);
    } catch {
      format = new Intl.NumberFormat('en');
    }
    numberFormats.set(tag, format);
  }
  return format.format(value);
}
