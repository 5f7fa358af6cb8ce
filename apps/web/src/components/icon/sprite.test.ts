import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spriteSvg } from './sprite';
import { SPRITE_ICONS } from './sprite-icons';

describe('the icon sprite', () => {
  it('holds every drawing of the registry, as the generator writes it (npm run icons -w @zeng/web)', () => {
    expect(readFileSync(join(import.meta.dirname, 'icons.svg'), 'utf8')).toBe(spriteSvg(SPRITE_ICONS));
  });

  it('is an SVG document with one symbol per name, in lucide’s 24-unit box', () => {
    const doc = new DOMParser().parseFromString(spriteSvg(SPRITE_ICONS), 'image/svg+xml');
    const symbols = [...doc.querySelectorAll('symbol')];
    expect(symbols.map((s) => s.id)).toEqual(Object.keys(SPRITE_ICONS));
    for (const symbol of symbols) {
      expect(symbol.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(symbol.children.length, symbol.id).toBeGreaterThan(0);
    }
  });
});
