import { DEFAULT_LANGUAGE, LANGUAGES, type Language, STORAGE_KEYS } from '@zeng/contract/constants';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

/**
 * Translations live in locales/{language}/{namespace}.json, one namespace per feature; `common` is
 * the default. The long legal texts (locales/terms) are loaded only on their page.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/{az,en,ru}/*.json', {
  eager: true,
  import: 'default',
});

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, content] of Object.entries(files)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lng = '', ns = ''] = match;
  resources[lng] ??= {};
  resources[lng][ns] = content;
}

/** Local storage `selectedLanguage` first, then the browser, then Azerbaijani (SPEC.md section 1). */
export function initI18n() {
  if (i18n.isInitialized) return i18n;
  i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      defaultNS: 'common',
      ns: Object.keys(resources.en ?? {}),
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: STORAGE_KEYS.language,
        caches: ['localStorage'],
      },
      returnNull: false,
    });
  const syncHtmlLang = (lng: string) => {
    document.documentElement.lang = currentLanguage(lng);
  };
  syncHtmlLang(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  i18n.on('languageChanged', syncHtmlLang);
  return i18n;
}

export function currentLanguage(lng = i18n.resolvedLanguage ?? i18n.language): Language {
  const code = (lng ?? DEFAULT_LANGUAGE).slice(0, 2) as Language;
  return LANGUAGES.includes(code) ? code : DEFAULT_LANGUAGE;
}

export { i18n };
