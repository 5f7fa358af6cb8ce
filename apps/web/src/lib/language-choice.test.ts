import { describe, expect, it } from 'vitest';
import { languageCookie } from './language-choice';

/** Issue 34 (6c): the language choice is sent over HTTPS only where the site is served over HTTPS. */
describe('the language cookie', () => {
  it('is Secure on a page served over HTTPS', () => {
    expect(languageCookie('ru', 'https:')).toBe('zeng_lang=ru; path=/; max-age=31536000; samesite=lax; secure');
  });

  it('is not on plain HTTP (a development server), where a Secure cookie would not be stored', () => {
    expect(languageCookie('en', 'http:')).toBe('zeng_lang=en; path=/; max-age=31536000; samesite=lax');
  });
});
