import { describe, expect, it } from 'vitest';
import { detectLanguage } from './i18n';

describe("a page's language", () => {
  it('is the one its address names: English under /en, Russian under /ru', () => {
    expect(detectLanguage('/en')).toBe('en');
    expect(detectLanguage('/en/tablets')).toBe('en');
    expect(detectLanguage('/ru/phone-preview/phone/3')).toBe('ru');
  });

  it('is Azerbaijani at the plain paths, whatever was stored or the browser prefers', () => {
    localStorage.setItem('selectedLanguage', 'ru');
    expect(detectLanguage('/')).toBe('az');
    expect(detectLanguage('/tablets')).toBe('az');
    expect(detectLanguage('/english')).toBe('az');
  });
});
