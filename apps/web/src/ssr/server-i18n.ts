import type { Language } from '@zeng/contract/constants';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions } from '../lib/i18n';

/** Every translation, read once when the server loads the renderer: a page never waits for one. */
const files = import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '!../locales/terms/*'], {
  eager: true,
  import: 'default',
});
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, content] of Object.entries(files)) {
  const [, lng = '', ns = ''] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  resources[lng] ??= {};
  resources[lng][ns] = content;
}
const namespaces = [...new Set(Object.values(resources).flatMap((bundle) => Object.keys(bundle)))];

/** An instance of its own for each page the server renders: requests in different languages never meet. */
export function createServerI18n(language: Language): I18n {
  const instance = createInstance();
  // Synchronous: every bundle is in memory, so `t` works before this returns.
  void instance.use(initReactI18next).init({ ...i18nOptions(language, resources), ns: namespaces, initAsync: false });
  return instance;
}
