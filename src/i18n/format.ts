/** A number as the locale writes it ('10,000', '10.000'); an unknown language tag falls back to English. */
export function formatNumber(value: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale.toLowerCase()).format(value);
  } catch {
    return new Intl.NumberFormat('en').format(value);
  }
}
