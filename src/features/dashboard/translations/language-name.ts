import { type Language, useI18n } from '@/i18n/i18n.tsx';

/** A language's name as the interface shows it: its translation `title_language_xx`, else its stored name. */
export function useLanguageName() {
  const { tDynamic } = useI18n();
  return (language: Language) => {
    // The key comes with the language (`title_language_xx`); a language staff add has no default text.
    const translated = tDynamic(language.key);
    return translated === language.key ? language.name : translated;
  };
}
