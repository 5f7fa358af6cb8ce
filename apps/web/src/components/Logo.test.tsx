import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './Logo';

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

describe('logo', () => {
  it('draws the name as outlines, so no installed font decides how it looks', () => {
    const { container } = render(<Logo />);
    expect(container.querySelector('text')).toBeNull();
    expect(container.querySelectorAll('path').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps every outline, the descender of "g" too, inside its view box', () => {
    const { container } = render(<Logo />);
    const [minX, minY, width, height] = (container.querySelector('svg')?.getAttribute('viewBox') ?? '')
      .split(/[\s,]+/)
      .map(Number);
    const points = [...container.querySelectorAll('path')].flatMap((p) => pathPoints(p.getAttribute('d') ?? ''));
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
