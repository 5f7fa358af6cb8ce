import { DEFAULT_LANGUAGE, LANGUAGES, type Language, STORAGE_KEYS } from '@zeng/contract/constants';
import { LANGUAGE_COOKIE } from '@zeng/contract/first-screen';
import i18n from 'i18next';
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

const isLanguage = (code: string | null | undefined): code is Language =>
  (LANGUAGES as readonly string[]).includes(code ?? '');

/**
 * Local storage `selectedLanguage` first, then the browser's languages, then Azerbaijani
 * (docs/product.md, "Languages and layouts"). A few lines of our own instead of
 * i18next-browser-languagedetector keep the first screen within its budget
 * (docs/decisions/0006-first-screen-budget.md).
 */
export function detectLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be blocked; the browser's language still answers.
  }
  const browser = (navigator.languages ?? [navigator.language])
    .map((l) => l.slice(0, 2).toLowerCase())
    .find(isLanguage);
  return browser ?? DEFAULT_LANGUAGE;
}

/** The person chose a language: switch to it and remember it. */
export async function chooseLanguage(lng: Language) {
  await i18n.changeLanguage(lng);
  storeLanguage(lng);
}

function storeLanguage(lng: string) {
  try {
    localStorage.setItem(STORAGE_KEYS.language, currentLanguage(lng));
  } catch {
    // Not being able to remember the choice must not stop the switch.
  }
}

let ready: Promise<unknown> = Promise.resolve();

/** Resolves once the first language's translations are in (they may load on demand). */
export const i18nReady = () => ready;

export function initI18n() {
  if (i18n.isInitialized || i18n.isInitializing) return i18n;
  ready = i18n
    .use(onDemandBackend)
    .use(initReactI18next)
    .init({
      resources,
      lng: detectLanguage(),
      partialBundledLanguages: true,
      defaultNS: 'common',
      ns: ['common'],
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  const syncHtmlLang = (lng: string) => {
    document.documentElement.lang = currentLanguage(lng);
    // The server answers the next page's first screen in it (contract/first-screen.ts).
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing from Firefox and Safari.
    document.cookie = `${LANGUAGE_COOKIE}=${currentLanguage(lng)}; path=/; max-age=31536000; samesite=lax`;
  };
  syncHtmlLang(i18n.language ?? DEFAULT_LANGUAGE);
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
