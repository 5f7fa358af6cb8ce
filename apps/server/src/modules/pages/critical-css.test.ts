import { describe, expect, it } from 'vitest';
import { criticalCss } from './critical-css.js';

const STYLESHEET = [
  ':root{--gap:8px}',
  'body{margin:0}',
  '.card{padding:8px}',
  '.card .price{font-weight:700}',
  '.menu.open{display:block}',
  '.tile:not(.wide){width:50%}',
  '.a,.b{color:red}',
  '@media (min-width:1024px){.card{padding:16px}.dialog{inset:0}}',
  '@media (prefers-reduced-motion:reduce){.dialog{transition:none}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('');

describe('the styles a page carries', () => {
  const stylesFor = criticalCss(STYLESHEET);

  it("keeps the rules the markup's classes can match, in the stylesheet's order, and those that name none", () => {
    const css = stylesFor('<div class="card"><span class="price">1 AZN</span><a class="tile b"></a></div>');
    expect(css).toBe(
      [
        ':root{--gap:8px}',
        'body{margin:0}',
        '.card{padding:8px}',
        '.card .price{font-weight:700}',
        // A class inside :not() is not needed for the rule to match.
        '.tile:not(.wide){width:50%}',
        // One selector of a list is enough.
        '.a,.b{color:red}',
        '@media (min-width:1024px){.card{padding:16px}}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
      ].join(''),
    );
  });

  it('leaves out what the page does not hold yet: an open menu, a dialog, and a media block left empty', () => {
    const css = stylesFor('<nav class="menu"></nav>');
    expect(css).not.toContain('.menu.open');
    expect(css).not.toContain('.dialog');
    expect(css).not.toContain('prefers-reduced-motion');
  });
});
