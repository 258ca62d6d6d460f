import { type Language, useI18n } from '../../../i18n/i18n.tsx';

/** A language's name as the interface shows it: its translation `title_language_xx`, else its stored name. */
export function useLanguageName() {
  const { t } = useI18n();
  return (language: Language) => {
    const translated = t(language.key);
    return translated === language.key ? language.name : translated;
  };
}
