import { DEFAULT_LANGUAGE, LANGUAGES, type Language, STORAGE_KEYS } from '@zeng/contract/constants';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

/**
 * Translations live in locales/{language}/{namespace}.json, one namespace per feature. Azerbaijani
 * `common` (the shell and the listings in the default language) is bundled; everything else loads when
 * the language or the screen needs it, so the first screen stays small. The long legal texts
 * (locales/terms) are loaded only on their page.
 */
const bundled = import.meta.glob<Record<string, unknown>>('../locales/az/common.json', {
  eager: true,
  import: 'default',
});
const onDemand = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/az/common.json', '!../locales/terms/*'],
  { import: 'default' },
);

const parsePath = (path: string) =>
  /locales\/(\w+)\/([\w-]+)\.json$/.exec(path)?.slice(1) as [string, string] | undefined;

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, content] of Object.entries(bundled)) {
  const [lng = '', ns = ''] = parsePath(path) ?? [];
  resources[lng] ??= {};
  resources[lng][ns] = content;
}

/** Every namespace that loads on demand (tests load them all up front). */
export const ON_DEMAND_NAMESPACES = [...new Set(Object.keys(onDemand).flatMap((path) => parsePath(path)?.[1] ?? []))];

const onDemandBackend = {
  type: 'backend' as const,
  init() {},
  read(lng: string, ns: string, callback: (err: unknown, data: unknown) => void) {
    const load = onDemand[`../locales/${lng}/${ns}.json`];
    if (!load) return callback(null, {});
    load().then(
      (data) => callback(null, data),
      (err: unknown) => callback(err, null),
    );
  },
};

/** Local storage `selectedLanguage` first, then the browser, then Azerbaijani (SPEC.md section 1). */
let ready: Promise<unknown> = Promise.resolve();

/** Resolves once the first language's translations are in (they may load on demand). */
export const i18nReady = () => ready;

export function initI18n() {
  if (i18n.isInitialized || i18n.isInitializing) return i18n;
  ready = i18n
    .use(LanguageDetector)
    .use(onDemandBackend)
    .use(initReactI18next)
    .init({
      resources,
      partialBundledLanguages: true,
      defaultNS: 'common',
      ns: ['common'],
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

/** Loads a screen's namespaces before it renders, so its first paint is already translated. */
export function loadNamespaces(...namespaces: string[]) {
  return i18n.loadNamespaces(namespaces);
}
