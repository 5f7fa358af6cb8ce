import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path';

describe('a same-site path', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(sameSitePath('/ru/tablets?sortByType=PRICE_ASC#top')).toBe('/ru/tablets?sortByType=PRICE_ASC#top');
    expect(sameSitePath('/')).toBe('/');
  });

  it('refuses whatever a browser would take to another host, or is no path', () => {
    for (const value of [
      '//evil.example/phish',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'tablets',
      '/\tevil',
      '',
      null,
      42,
    ]) {
      expect(sameSitePath(value), String(value)).toBeNull();
    }
  });
});
