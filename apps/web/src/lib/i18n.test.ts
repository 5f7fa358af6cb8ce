import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage } from './i18n';

const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('choosing the first language', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes the stored choice first', () => {
    localStorage.setItem('selectedLanguage', 'ru');
    browserLanguages(['en-US']);
    expect(detectLanguage()).toBe('ru');
  });

  it("then the browser's first language we speak", () => {
    browserLanguages(['de-DE', 'ru-RU', 'en']);
    expect(detectLanguage()).toBe('ru');
  });

  it('and Azerbaijani otherwise, or when the stored value is not a language of ours', () => {
    localStorage.setItem('selectedLanguage', 'fr');
    browserLanguages(['de-DE']);
    expect(detectLanguage()).toBe('az');
  });
});
