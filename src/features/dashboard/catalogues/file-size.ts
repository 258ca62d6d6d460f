const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size as the locale writes it, in the largest unit under 1024 of it: '812 kB', '2.4 MB'. */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const options: Intl.NumberFormatOptions = {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  };
  try {
    return new Intl.NumberFormat(locale.toLowerCase(), options).format(value);
  } catch {
    return new Intl.NumberFormat('en', options).format(value);
  }
}
