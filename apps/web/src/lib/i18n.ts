import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@zeng/contract/constants';
import { TRANSLATIONS_META_NAME } from '@zeng/contract/page-rendering';
import { splitLanguagePrefix } from '@zeng/contract/routes';
import i18n, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type AppLocation, addressIn, isLanguage, pageNavigation, rememberLanguage } from './language-choice';

/**
 * Translations live in locales/{language}/{namespace}.json, one namespace per feature, each a file of
 * the build that loads when a screen or a change of language needs it: a page the server rendered has
 * the browser fetch its screens' beside the app's script, and none weighs on the first screen's script. The long legal
 * texts (locales/terms) are loaded only on their page; the head's and the no-script messages
 * (locales/{language}/head.json, noscript.json) only by the server (ssr/server-i18n.ts).
 *
 * The built app finds each file from the page (its TRANSLATIONS_META_NAME meta, which the server writes
 * from the build's manifest; vite.config.ts builds each file as a chunk of its own): a table of every
 * language's files in the app's script would cost the first screen's script most of a kilobyte. The
 * development server and the tests serve the source files at their paths.
 */

/**
 * A translation file as the build's manifest names it: a page the server renders names its screens'
 * files for the browser to fetch beside the app's script (ssr/entry-server.tsx).
 */
export const translationModule = (lng: string, ns: string) => `src/locales/${lng}/${ns}.json`;

/** Translations by language and namespace. */
export type Translations = Record<string, Record<string, Record<string, unknown>>>;

/** The file of a namespace: the built one the page names for its language, or the source file in development. */
function fileOf(lng: string, ns: string): string | undefined {
  if (import.meta.env.DEV) return `/${translationModule(lng, ns)}`;
  if (lng !== document.documentElement.lang) return undefined;
  const meta = document.getElementsByName(TRANSLATIONS_META_NAME)[0] as HTMLMetaElement | undefined;
  return meta?.content
    .split(' ')
    .find((entry) => entry.startsWith(`${ns}=`))
    ?.slice(ns.length + 1);
}

const onDemandBackend = {
  type: 'backend' as const,
  init() {},
  read(lng: string, ns: string, callback: (err: unknown, data: unknown) => void) {
    const file = fileOf(lng, ns);
    if (!file) return callback(null, {});
    import(/* @vite-ignore */ file).then(
      (module: { default: unknown }) => callback(null, module.default),
      (err: unknown) => callback(err, null),
    );
  },
};

/**
 * The page's language is its address's (docs/product.md, "Languages and layouts"): Azerbaijani at the
 * plain paths, English under /en, Russian under /ru. The server rendered the page in it, so the app
 * starts in it too.
 */
export function detectLanguage(pathname = window.location.pathname): Language {
  return splitLanguagePrefix(pathname).language;
}

/**
 * The person chose a language: remember it (local storage, and the cookie the server reads to send
 * them to that language's addresses later) and open this page's address in it.
 */
export function chooseLanguage(lng: Language, location: AppLocation) {
  // The page in the new language is asked for once the server can read the choice.
  void rememberLanguage(lng).then(() => pageNavigation.assign(addressIn(lng, location)));
}

let ready: Promise<unknown> = Promise.resolve();

/** Resolves once the first language's translations are in (they may load on demand). */
export const i18nReady = () => ready;

/** Starts the app's i18next in a language, with the translations the page came with (if any). */
export function initI18n(lng: Language = detectLanguage(), given: Translations = {}) {
  if (i18n.isInitialized || i18n.isInitializing) return i18n;
  ready = i18n.use(onDemandBackend).use(initReactI18next).init(i18nOptions(lng, given));
  const syncHtmlLang = (code: string) => {
    document.documentElement.lang = currentLanguage(code);
  };
  syncHtmlLang(lng);
  i18n.on('languageChanged', syncHtmlLang);
  return i18n;
}

/** The options of every i18next instance: the browser's one, the tests', each server render's. */
export function i18nOptions(lng: Language, bundles: Translations): InitOptions {
  return {
    resources: bundles,
    lng,
    partialBundledLanguages: true,
    defaultNS: 'common',
    ns: ['common'],
    // The filters', search's and pickers' words (locales/*/finding.json) are read as `common`'s: only the
    // parts that show them fetch them (components/LazyPart.tsx), so the first screen's script is lighter.
    // So are the titles of the screens of an account and of moderation (`titles.login`…), in the
    // namespaces those screens load before they show.
    fallbackNS: ['finding', 'profile', 'auth', 'admin'],
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}

export function currentLanguage(lng = i18n.resolvedLanguage ?? i18n.language): Language {
  const code = (lng ?? DEFAULT_LANGUAGE).slice(0, 2);
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

export { i18n };

/** Loads a screen's namespaces before it renders, so its first paint is already translated. */
export function loadNamespaces(...namespaces: string[]) {
  return i18n.loadNamespaces(namespaces);
}
