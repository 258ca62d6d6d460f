/** The language's name in the switcher: its translation `title_language_xx`, else the stored name. */
export function languageLabel(
  language: { prefix: string; name: string; key: string },
  t: (key: string) => string,
): string {
  const translated = t(language.key);
  return translated === language.key ? language.name : translated;
}
