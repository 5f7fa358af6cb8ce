import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, detectLanguage } from './i18n';
import { pageNavigation } from './language-choice';

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

describe('choosing a language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the page in it only once the choice is where the server reads it', async () => {
    let stored = () => {};
    const set = vi.fn(() => new Promise<void>((resolve) => (stored = resolve)));
    vi.stubGlobal('cookieStore', { set });
    const opened = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    chooseLanguage('az', { pathname: '/tablets', search: '?sortByType=PRICE_ASC', hash: '' });
    await Promise.resolve();
    expect(set).toHaveBeenCalledWith(expect.objectContaining({ name: 'zeng_lang', value: 'az', path: '/' }));
    // Asked for with the old choice, a plain address would be sent back to the old language.
    expect(opened).not.toHaveBeenCalled();
    stored();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith('/tablets?sortByType=PRICE_ASC'));
  });
});
