import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGO_SRC, Logo } from './Logo';

/**
 * Every point a path names (ends and control points) in absolute coordinates. A curve lies within the
 * hull of its control points, so when all of them are inside a box the drawn shape is too.
 */
function pathPoints(d: string): [number, number][] {
  const points: [number, number][] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let lastControl: [number, number] | null = null;
  for (const [, command = '', args = ''] of d.matchAll(/([a-zA-Z])([^a-zA-Z]*)/g)) {
    const n = (args.match(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? []).map(Number);
    const rel = command === command.toLowerCase();
    const at = (dx: number, dy: number): [number, number] => (rel ? [x + dx, y + dy] : [dx, dy]);
    const move = (p: [number, number]) => {
      points.push(p);
      [x, y] = p;
    };
    switch (command.toLowerCase()) {
      case 'm':
        for (let i = 0; i < n.length; i += 2) move(at(n[i] ?? 0, n[i + 1] ?? 0));
        [startX, startY] = [x, y];
        lastControl = null;
        break;
      case 'l':
        for (let i = 0; i < n.length; i += 2) move(at(n[i] ?? 0, n[i + 1] ?? 0));
        lastControl = null;
        break;
      case 'h':
        for (const v of n) move([rel ? x + v : v, y]);
        lastControl = null;
        break;
      case 'v':
        for (const v of n) move([x, rel ? y + v : v]);
        lastControl = null;
        break;
      case 'q':
        for (let i = 0; i < n.length; i += 4) {
          const control = at(n[i] ?? 0, n[i + 1] ?? 0);
          points.push(control);
          move(at(n[i + 2] ?? 0, n[i + 3] ?? 0));
          lastControl = control;
        }
        break;
      case 't':
        for (let i = 0; i < n.length; i += 2) {
          const control: [number, number] = lastControl ? [2 * x - lastControl[0], 2 * y - lastControl[1]] : [x, y];
          points.push(control);
          move(at(n[i] ?? 0, n[i + 1] ?? 0));
          lastControl = control;
        }
        break;
      case 'z':
        [x, y] = [startX, startY];
        lastControl = null;
        break;
      default:
        throw new Error(`The logo uses a path command this test does not read: ${command}`);
    }
  }
  return points;
}

/** The drawing the page shows: public/logo.svg, the file the component points at. */
function logoDrawing(): SVGSVGElement {
  const file = join(dirname(fileURLToPath(import.meta.url)), '../../public', LOGO_SRC);
  const svg = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'image/svg+xml').documentElement;
  if (!(svg instanceof SVGSVGElement)) throw new Error('public/logo.svg is not an SVG drawing');
  return svg;
}

describe('logo', () => {
  it('shows the drawing at its own size, as decoration beside the link that names it', () => {
    const { container } = render(<Logo />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(LOGO_SRC);
    expect(img?.getAttribute('alt')).toBe('');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['96', '32']);
  });

  it('draws the name as outlines, so no installed font decides how it looks', () => {
    const svg = logoDrawing();
    expect(svg.querySelector('text')).toBeNull();
    expect(svg.querySelectorAll('path').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps every outline, the descender of "g" too, inside its view box', () => {
    const svg = logoDrawing();
    const [minX, minY, width, height] = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
    const points = [...svg.querySelectorAll('path')].flatMap((p) => pathPoints(p.getAttribute('d') ?? ''));
    expect(points.length).toBeGreaterThan(50);
    for (const [px, py] of points) {
      expect(px).toBeGreaterThanOrEqual(minX ?? Number.NaN);
      expect(px).toBeLessThanOrEqual((minX ?? 0) + (width ?? Number.NaN));
      expect(py).toBeGreaterThanOrEqual(minY ?? Number.NaN);
      expect(py).toBeLessThanOrEqual((minY ?? 0) + (height ?? Number.NaN));
    }
    // The name reaches down past the baseline (the "g"), so the box check above covers the descender.
    expect(Math.max(...points.map(([, py]) => py))).toBeGreaterThan(26);
  });
});
