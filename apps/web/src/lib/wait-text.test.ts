import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady, initI18n } from './i18n';
import { waitText } from './wait-text';

beforeAll(async () => {
  initI18n();
  await i18nReady();
  await i18n.loadNamespaces('errors');
});

async function wait(seconds: number, lng: string) {
  await i18n.changeLanguage(lng);
  return waitText(seconds, i18n.getFixedT(lng)).replaceAll('\u00a0', ' ');
}

describe('waitText', () => {
  it('says seconds, minutes or hours as the wait requires, rounded up, in each language', async () => {
    expect(await wait(45, 'en')).toBe('45 sec');
    expect(await wait(0.2, 'en')).toBe('1 sec');
    expect(await wait(3300, 'ru')).toBe('55 мин');
    expect(await wait(61, 'ru')).toBe('2 мин');
    expect(await wait(86_213, 'az')).toBe('24 saat');
    expect(await wait(30, 'az')).toBe('30 san.');
  });
});
