import type { AccessoryType, Color } from '@zeng/contract/constants';
import type { Random } from './random.js';

/**
 * SVG illustrations standing in for sellers' photos in the demo marketplace: phones, tablets and
 * accessories on a studio background. Drawn here so the demo needs no downloads and no licences.
 */

/** Drawn in a 1200 × 1060 space, rendered at this size (a phone photo's detail, a quick encode). */
export const CANVAS = { width: 960, height: 848 } as const;
const VIEW = { width: 1200, height: 1060 } as const;

/** Body colours of devices, keyed by the colour names adverts carry. */
export const DEVICE_HEX: Partial<Record<Color, string>> = {
  Black: '#2a2c30',
  White: '#f1f1ee',
  Silver: '#d5d8dc',
  Gray: '#72767d',
  Gold: '#e6cfa8',
  'Rose Gold': '#e7b9aa',
  Blue: '#5d86b8',
  Navy: '#26365c',
  Green: '#6f9a7d',
  Purple: '#b9a7d8',
  Violet: '#8d74c0',
  Lavender: '#d9cfee',
  Pink: '#f1c6cf',
  Red: '#c62633',
  Yellow: '#f3df7d',
  Cyan: '#86d0d6',
  Orange: '#ef8d44',
};

const BACKGROUNDS: ReadonlyArray<readonly [string, string]> = [
  ['#f5f6f8', '#dde1e7'],
  ['#f7f2ea', '#e5d9c6'],
  ['#eef4fa', '#d2dfec'],
  ['#f0f6f1', '#d6e6da'],
  ['#f8f0f2', '#eadadf'],
  ['#f3f3f3', '#cfcfcf'],
];

const WALLPAPERS: ReadonlyArray<readonly [string, string, string]> = [
  ['#1e3c72', '#2a5298', '#6dd5ed'],
  ['#4b1d6b', '#a4508b', '#f6a97a'],
  ['#0f4c3a', '#2f8f6b', '#c8e6a0'],
  ['#1a1a2e', '#533483', '#e94560'],
  ['#ff7e5f', '#feb47b', '#ffe29f'],
  ['#0b486b', '#3b8686', '#cff09e'],
  ['#232526', '#414345', '#9aa5b1'],
];

const ICON_COLOURS = [
  '#34c759',
  '#0a84ff',
  '#ff9f0a',
  '#ff375f',
  '#5e5ce6',
  '#64d2ff',
  '#ffd60a',
  '#bf5af2',
  '#f2f2f7',
];

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const [r, g, b] = rgb(hex).map((c) => Math.round(c + (target - c) * a));
  return `#${(((r ?? 0) << 16) | ((g ?? 0) << 8) | (b ?? 0)).toString(16).padStart(6, '0')}`;
}

function isLight(hex: string): boolean {
  const [r, g, b] = rgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

/** A studio scene: soft gradient wall, a table edge and the shadow under the object. */
function scene(random: Random, body: string, shadow = { cx: 600, cy: 950, rx: 330, ry: 30 }): string {
  const [top, bottom] = random.pick(BACKGROUNDS);
  const table = random.chance(0.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS.width}" height="${CANVAS.height}" viewBox="0 0 ${VIEW.width} ${VIEW.height}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".3"/><stop offset=".6" stop-color="#000" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    <linearGradient id="lens" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a4a66"/><stop offset=".55" stop-color="#0b0d12"/><stop offset="1" stop-color="#1d2636"/></linearGradient>
    <linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${VIEW.width}" height="${VIEW.height}" fill="url(#wall)"/>
  ${table ? `<rect y="${VIEW.height * 0.78}" width="${VIEW.width}" height="${VIEW.height * 0.22}" fill="${shade(bottom, -0.06)}"/>` : ''}
  <ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${shadow.rx * 1.15}" ry="${shadow.ry * 1.8}" fill="url(#shadow)"/>
  ${body}
</svg>`;
}

function lens(cx: number, cy: number, r: number, ring: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r + 7}" fill="${ring}"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#lens)"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.45}" fill="#05070a"/>
    <circle cx="${cx - r * 0.3}" cy="${cy - r * 0.3}" r="${r * 0.16}" fill="#9fb6d9" opacity=".7"/>`;
}

export type PhoneStyle = 'iphone' | 'galaxy' | 'xiaomi' | 'round';

/** The back of a phone in the given body colour, with the camera layout of the style. */
export function phoneBack(random: Random, style: PhoneStyle, colorHex: string): string {
  const w = 400;
  const h = 820;
  const x = 600 - w / 2;
  const y = 95;
  const tilt = random.between(-7, 7).toFixed(1);
  const ring = shade(colorHex, isLight(colorHex) ? -0.25 : 0.25);
  let camera = '';
  if (style === 'iphone') {
    const three = random.chance(0.55);
    camera = `<rect x="${x + 26}" y="${y + 26}" width="190" height="190" rx="46" fill="${shade(colorHex, -0.12)}" stroke="${shade(colorHex, -0.25)}" stroke-width="3"/>
      ${lens(x + 78, y + 78, 34, ring)}
      ${three ? `${lens(x + 78, y + 166, 34, ring)}${lens(x + 160, y + 122, 34, ring)}` : lens(x + 162, y + 162, 34, ring)}
      <circle cx="${x + 168}" cy="${y + 62}" r="11" fill="#f3e7c4"/>`;
  } else if (style === 'galaxy') {
    camera = `${lens(x + 70, y + 80, 32, ring)}${lens(x + 70, y + 175, 32, ring)}${lens(x + 70, y + 270, 32, ring)}
      <circle cx="${x + 140}" cy="${y + 80}" r="10" fill="#f3e7c4"/>`;
  } else if (style === 'xiaomi') {
    camera = `<rect x="${x + 30}" y="${y + 30}" width="230" height="230" rx="52" fill="${shade(colorHex, -0.18)}" stroke="${ring}" stroke-width="4"/>
      ${lens(x + 92, y + 92, 40, ring)}${lens(x + 198, y + 92, 30, ring)}${lens(x + 92, y + 198, 30, ring)}
      <circle cx="${x + 198}" cy="${y + 198}" r="14" fill="#f3e7c4"/>`;
  } else {
    camera = `<circle cx="${x + w / 2}" cy="${y + 170}" r="122" fill="${shade(colorHex, -0.15)}" stroke="${ring}" stroke-width="8"/>
      ${lens(x + w / 2 - 52, y + 120, 30, ring)}${lens(x + w / 2 + 52, y + 120, 30, ring)}${lens(x + w / 2, y + 225, 34, ring)}
      <circle cx="${x + w / 2 + 70}" cy="${y + 215}" r="10" fill="#f3e7c4"/>`;
  }
  const body = `<g transform="rotate(${tilt} 600 505)">
    <defs><linearGradient id="bodyfill" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colorHex, 0.14)}"/><stop offset="1" stop-color="${shade(colorHex, -0.12)}"/></linearGradient></defs>
    <rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 12}" rx="66" fill="${shade(colorHex, -0.3)}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="60" fill="url(#bodyfill)"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="60" fill="url(#gloss)"/>
    <rect x="${x + w + 4}" y="${y + 190}" width="6" height="90" rx="3" fill="${shade(colorHex, -0.35)}"/>
    ${camera}
  </g>`;
  return scene(random, body);
}

/** A home screen: wallpaper, a grid of app icons and a dock. */
function homeScreen(
  random: Random,
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  cols: number,
  rows: number,
) {
  const [a, b, c] = random.pick(WALLPAPERS);
  const icon = Math.min((w - 40) / cols - 22, 78);
  const gapX = (w - cols * icon) / (cols + 1);
  const gridTop = y + h * 0.1;
  const gapY = Math.min(gapX * 1.6, (h * 0.62 - rows * icon) / rows);
  const icons: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let col = 0; col < cols; col++) {
      if (random.chance(0.12)) continue;
      icons.push(
        `<rect x="${(x + gapX + col * (icon + gapX)).toFixed(1)}" y="${(gridTop + r * (icon + gapY)).toFixed(1)}" width="${icon.toFixed(1)}" height="${icon.toFixed(1)}" rx="${(icon * 0.24).toFixed(1)}" fill="${random.pick(ICON_COLOURS)}" opacity=".92"/>`,
      );
    }
  }
  const dockH = icon + 36;
  const dockY = y + h - dockH - 26;
  const dock = Array.from(
    { length: cols },
    (_, col) =>
      `<rect x="${(x + gapX + col * (icon + gapX)).toFixed(1)}" y="${(dockY + 18).toFixed(1)}" width="${icon.toFixed(1)}" height="${icon.toFixed(1)}" rx="${(icon * 0.24).toFixed(1)}" fill="${random.pick(ICON_COLOURS)}"/>`,
  ).join('');
  return `<defs><linearGradient id="wallpaper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset=".55" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>
    <radialGradient id="glowA"><stop offset="0" stop-color="${c}" stop-opacity=".55"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>
    <radialGradient id="glowB"><stop offset="0" stop-color="${a}" stop-opacity=".6"/><stop offset="1" stop-color="${a}" stop-opacity="0"/></radialGradient>
    <clipPath id="screen"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"/></clipPath></defs>
    <g clip-path="url(#screen)">
      <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#wallpaper)"/>
      <circle cx="${x + w * 0.2}" cy="${y + h * 0.7}" r="${w * 0.6}" fill="url(#glowA)"/>
      <circle cx="${x + w * 0.85}" cy="${y + h * 0.25}" r="${w * 0.5}" fill="url(#glowB)"/>
      ${icons.join('')}
      <rect x="${x + 14}" y="${dockY}" width="${w - 28}" height="${dockH}" rx="${Math.min(rx, 34)}" fill="#fff" opacity=".22"/>
      ${dock}
    </g>`;
}

/** The front of a phone, screen on. */
export function phoneFront(random: Random, style: 'iphone' | 'android', frameHex = '#15161a'): string {
  const w = 400;
  const h = 820;
  const x = 600 - w / 2;
  const y = 95;
  const tilt = random.between(-5, 5).toFixed(1);
  const sx = x + 16;
  const sy = y + 16;
  const cutout =
    style === 'iphone'
      ? `<rect x="${600 - 62}" y="${sy + 20}" width="124" height="36" rx="18" fill="#000"/>`
      : `<circle cx="600" cy="${sy + 36}" r="14" fill="#000"/>`;
  const body = `<g transform="rotate(${tilt} 600 505)">
    <rect x="${x - 5}" y="${y - 5}" width="${w + 10}" height="${h + 10}" rx="64" fill="${shade(frameHex, 0.35)}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="60" fill="${frameHex}"/>
    ${homeScreen(random, sx, sy, w - 32, h - 32, 46, 4, 5)}
    ${cutout}
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="60" fill="url(#gloss)"/>
  </g>`;
  return scene(random, body);
}

/** The back of a tablet, portrait. */
export function tabletBack(random: Random, style: 'ipad' | 'android', colorHex: string): string {
  const w = 600;
  const h = 820;
  const x = 600 - w / 2;
  const y = 95;
  const ring = shade(colorHex, isLight(colorHex) ? -0.25 : 0.25);
  const camera =
    style === 'ipad'
      ? `<rect x="${x + 34}" y="${y + 34}" width="96" height="150" rx="40" fill="${shade(colorHex, -0.1)}" stroke="${ring}" stroke-width="3"/>${lens(x + 82, y + 82, 26, ring)}${lens(x + 82, y + 140, 18, ring)}`
      : `<rect x="${x + 34}" y="${y + 34}" width="170" height="84" rx="42" fill="${shade(colorHex, -0.15)}"/>${lens(x + 76, y + 76, 24, ring)}${lens(x + 156, y + 76, 20, ring)}`;
  const pencil = random.chance(0.4)
    ? `<g transform="rotate(-68 ${x + w + 90} 600)"><rect x="${x + w - 140}" y="590" width="470" height="26" rx="13" fill="#f7f7f7" stroke="#d6d6d6" stroke-width="2"/><path d="M${x + w + 330} 590 l40 13 l-40 13 z" fill="#e0e0e0"/></g>`
    : '';
  const body = `<g transform="rotate(${random.between(-4, 4).toFixed(1)} 600 505)">
    <defs><linearGradient id="bodyfill" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colorHex, 0.12)}"/><stop offset="1" stop-color="${shade(colorHex, -0.1)}"/></linearGradient></defs>
    <rect x="${x - 5}" y="${y - 5}" width="${w + 10}" height="${h + 10}" rx="50" fill="${shade(colorHex, -0.28)}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="46" fill="url(#bodyfill)"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="46" fill="url(#gloss)"/>
    ${camera}
  </g>${pencil}`;
  return scene(random, body, { cx: 600, cy: 950, rx: 380, ry: 30 });
}

/** The front of a tablet, landscape, screen on. */
export function tabletFront(random: Random, frameHex = '#1b1c20'): string {
  const w = 1000;
  const h = 700;
  const x = 100;
  const y = 170;
  const body = `<g transform="rotate(${random.between(-3, 3).toFixed(1)} 600 520)">
    <rect x="${x - 5}" y="${y - 5}" width="${w + 10}" height="${h + 10}" rx="52" fill="${shade(frameHex, 0.4)}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="48" fill="${frameHex}"/>
    ${homeScreen(random, x + 28, y + 28, w - 56, h - 56, 26, 7, 3)}
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="48" fill="url(#gloss)"/>
  </g>`;
  return scene(random, body, { cx: 600, cy: 950, rx: 520, ry: 30 });
}

// ---------- accessories ----------

function headphones(c: string, earbuds: boolean): string {
  const dark = shade(c, -0.3);
  if (!earbuds) {
    // Over-ear: a headband and two cushioned cups.
    return `<path d="M360 600 C360 240 840 240 840 600" fill="none" stroke="${dark}" stroke-width="46" stroke-linecap="round"/>
      <path d="M360 600 C360 270 840 270 840 600" fill="none" stroke="${c}" stroke-width="30" stroke-linecap="round"/>
      <rect x="285" y="540" width="150" height="250" rx="70" fill="${c}" stroke="${dark}" stroke-width="6"/>
      <rect x="765" y="540" width="150" height="250" rx="70" fill="${c}" stroke="${dark}" stroke-width="6"/>
      <rect x="405" y="565" width="46" height="200" rx="23" fill="${shade(c, -0.45)}"/>
      <rect x="749" y="565" width="46" height="200" rx="23" fill="${shade(c, -0.45)}"/>
      <rect x="285" y="540" width="150" height="250" rx="70" fill="url(#gloss)"/>`;
  }
  // Earbuds in a charging case, lid open behind them, stems down inside the case.
  const bud = (cx: number) =>
    `<rect x="${cx - 14}" y="500" width="28" height="160" rx="14" fill="${c}" stroke="${dark}" stroke-width="5"/><ellipse cx="${cx}" cy="505" rx="46" ry="50" fill="${c}" stroke="${dark}" stroke-width="5"/><ellipse cx="${cx - 16}" cy="488" rx="12" ry="16" fill="#fff" opacity=".6"/>`;
  return `<rect x="410" y="300" width="380" height="250" rx="110" fill="${shade(c, -0.04)}" stroke="${dark}" stroke-width="6"/>
    <rect x="445" y="332" width="310" height="190" rx="85" fill="${shade(c, -0.14)}"/>
    ${bud(530)}${bud(670)}
    <rect x="400" y="550" width="400" height="310" rx="120" fill="${c}" stroke="${dark}" stroke-width="6"/>
    <circle cx="600" cy="790" r="9" fill="#44d17a"/>
    <rect x="400" y="550" width="400" height="310" rx="120" fill="url(#gloss)"/>`;
}

function phoneCase(random: Random, c: string): string {
  const clear = random.chance(0.3);
  const fill = clear ? '#ffffff' : c;
  const opacity = clear ? 0.35 : 1;
  const edge = clear ? '#b9c2cc' : shade(c, -0.25);
  return `<g transform="rotate(${random.between(-10, 10).toFixed(1)} 600 505)">
    <rect x="390" y="90" width="420" height="840" rx="72" fill="${fill}" fill-opacity="${opacity}" stroke="${edge}" stroke-width="10"/>
    <rect x="420" y="120" width="200" height="200" rx="50" fill="${shade(c, -0.5)}" fill-opacity="${clear ? 0.12 : 0.85}" stroke="${edge}" stroke-width="6"/>
    <circle cx="600" cy="560" r="${clear ? 110 : 0}" fill="none" stroke="#c9d1da" stroke-width="14"/>
    <rect x="812" y="300" width="10" height="110" rx="5" fill="${edge}"/>
    <rect x="378" y="260" width="10" height="70" rx="5" fill="${edge}"/>
    <rect x="378" y="350" width="10" height="70" rx="5" fill="${edge}"/>
    <rect x="390" y="90" width="420" height="840" rx="72" fill="url(#gloss)"/>
  </g>`;
}

function screenProtector(random: Random): string {
  return `<rect x="250" y="140" width="460" height="780" rx="30" fill="${random.pick(['#1f2a44', '#233d2f', '#3a1f35'])}"/>
    <rect x="280" y="180" width="400" height="60" rx="8" fill="#fff" opacity=".85"/>
    <rect x="280" y="270" width="250" height="24" rx="6" fill="#fff" opacity=".5"/>
    <g transform="rotate(8 760 530)">
      <rect x="540" y="110" width="440" height="860" rx="64" fill="#dff1ff" fill-opacity=".45" stroke="#9fb7c9" stroke-width="6"/>
      <rect x="702" y="140" width="116" height="34" rx="17" fill="none" stroke="#9fb7c9" stroke-width="5"/>
      <path d="M590 420 L920 180 L940 240 L610 480 Z" fill="#fff" opacity=".55"/>
      <path d="M600 560 L950 310 L955 340 L605 590 Z" fill="#fff" opacity=".4"/>
    </g>`;
}

function cable(random: Random, c: string): string {
  const plug = (x: number, y: number, angle: number, lightning: boolean) =>
    `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 34}" y="${y - 60}" width="68" height="120" rx="16" fill="${c}" stroke="${shade(c, -0.25)}" stroke-width="4"/>
      <rect x="${x - (lightning ? 14 : 24)}" y="${y - 112}" width="${lightning ? 28 : 48}" height="56" rx="${lightning ? 6 : 12}" fill="${lightning ? '#e8e8e8' : '#c9ccd1'}" stroke="#9a9ea6" stroke-width="3"/></g>`;
  const lightning = random.chance(0.4);
  return `<path d="M330 760 C180 600 360 380 560 470 C760 560 560 760 700 790 C860 820 980 560 880 380" fill="none" stroke="${shade(c, -0.2)}" stroke-width="30" stroke-linecap="round"/>
    <path d="M330 760 C180 600 360 380 560 470 C760 560 560 760 700 790 C860 820 980 560 880 380" fill="none" stroke="${c}" stroke-width="22" stroke-linecap="round"/>
    ${plug(330, 800, 200, false)}${plug(880, 340, 20, lightning)}`;
}

function powerBank(random: Random, c: string): string {
  const leds = [0, 1, 2, 3]
    .map((i) => `<circle cx="${560 + i * 28}" cy="760" r="8" fill="${i < random.int(2, 4) ? '#3ad17c' : '#555'}"/>`)
    .join('');
  return `<g transform="rotate(${random.between(-12, 12).toFixed(1)} 600 540)">
    <rect x="390" y="200" width="420" height="640" rx="64" fill="${c}" stroke="${shade(c, -0.3)}" stroke-width="6"/>
    <rect x="390" y="200" width="420" height="640" rx="64" fill="url(#gloss)"/>
    <rect x="540" y="180" width="120" height="26" rx="8" fill="${shade(c, -0.5)}"/>
    <rect x="450" y="260" width="300" height="120" rx="20" fill="${shade(c, -0.12)}"/>
    ${leds}
  </g>`;
}

function adapter(random: Random, c: string): string {
  const dark = shade(c, -0.3);
  return `<g transform="rotate(${random.between(-8, 8).toFixed(1)} 600 560)">
    <rect x="430" y="330" width="340" height="420" rx="70" fill="${c}" stroke="${dark}" stroke-width="6"/>
    <rect x="430" y="330" width="340" height="420" rx="70" fill="url(#gloss)"/>
    <rect x="520" y="200" width="34" height="140" rx="17" fill="#c8ccd2" stroke="#8d939c" stroke-width="3"/>
    <rect x="646" y="200" width="34" height="140" rx="17" fill="#c8ccd2" stroke="#8d939c" stroke-width="3"/>
    <rect x="560" y="600" width="80" height="34" rx="17" fill="${shade(c, -0.6)}"/>
  </g>`;
}

function selfieStick(random: Random, c: string): string {
  return `<g transform="rotate(${random.between(-25, -10).toFixed(1)} 600 540)">
    <rect x="580" y="330" width="40" height="560" rx="14" fill="#b9bec6" stroke="#878d96" stroke-width="3"/>
    <rect x="586" y="330" width="28" height="560" rx="10" fill="url(#gloss)"/>
    <rect x="570" y="720" width="60" height="230" rx="26" fill="${c}" stroke="${shade(c, -0.3)}" stroke-width="4"/>
    <rect x="470" y="150" width="260" height="190" rx="18" fill="#202226" stroke="#111" stroke-width="4"/>
    <rect x="480" y="160" width="240" height="170" rx="12" fill="#3b5b8a"/>
    <rect x="450" y="215" width="300" height="60" rx="14" fill="${c}"/>
  </g>
  <rect x="820" y="680" width="90" height="150" rx="30" fill="${c}" stroke="${shade(c, -0.3)}" stroke-width="4"/>
  <circle cx="865" cy="735" r="22" fill="${shade(c, -0.35)}"/>`;
}

function magsafe(random: Random, c: string): string {
  const ring = shade(c, -0.2);
  return `<path d="M600 690 C600 820 380 800 300 920" fill="none" stroke="${c}" stroke-width="24" stroke-linecap="round"/>
    <circle cx="600" cy="480" r="230" fill="${shade(c, -0.08)}" stroke="${ring}" stroke-width="10"/>
    <circle cx="600" cy="480" r="170" fill="none" stroke="${ring}" stroke-width="14" stroke-dasharray="${random.pick(['36 14', '48 10'])}"/>
    <circle cx="600" cy="480" r="90" fill="${shade(c, 0.1)}"/>
    <circle cx="600" cy="480" r="230" fill="url(#gloss)"/>`;
}

function sdCard(random: Random, c: string): string {
  const label = shade(c, 0.3);
  return `<g transform="rotate(${random.between(-14, -4).toFixed(1)} 470 520)">
      <path d="M300 240 H600 V380 L630 410 V800 H300 Z" fill="${c}" stroke="${shade(c, -0.3)}" stroke-width="6" stroke-linejoin="round"/>
      <rect x="330" y="520" width="270" height="90" rx="10" fill="${label}"/>
      <rect x="330" y="640" width="180" height="40" rx="8" fill="${label}" opacity=".7"/>
      ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${324 + i * 34}" y="262" width="22" height="70" rx="4" fill="#d9b44a"/>`).join('')}
    </g>
    <g transform="rotate(${random.between(6, 16).toFixed(1)} 830 560)">
      <path d="M700 300 H930 L970 340 V820 H700 Z" fill="#2b2d31" stroke="#111" stroke-width="5"/>
      <rect x="730" y="600" width="210" height="160" rx="10" fill="${label}"/>
    </g>`;
}

function tripod(random: Random, c: string): string {
  const leg = '#44484f';
  const spread = random.int(200, 260);
  return `<rect x="585" y="380" width="30" height="260" rx="10" fill="${leg}"/>
    <path d="M600 620 L${600 - spread} 930" stroke="${leg}" stroke-width="26" stroke-linecap="round"/>
    <path d="M600 620 L${600 + spread} 930" stroke="${leg}" stroke-width="26" stroke-linecap="round"/>
    <path d="M600 620 L600 940" stroke="${shade(leg, 0.2)}" stroke-width="24" stroke-linecap="round"/>
    <rect x="555" y="600" width="90" height="50" rx="16" fill="${c}"/>
    <rect x="520" y="330" width="160" height="60" rx="20" fill="${c}"/>
    <rect x="440" y="130" width="320" height="210" rx="24" fill="#1f2125"/>
    <rect x="452" y="142" width="296" height="186" rx="16" fill="#5b7fb0"/>
    <rect x="420" y="200" width="360" height="70" rx="16" fill="${c}" stroke="${shade(c, -0.3)}" stroke-width="4"/>`;
}

function gamepad(random: Random, c: string): string {
  const dark = shade(c, -0.35);
  const buttons = ['#3ba55c', '#e0443e', '#3b82f6', '#f2b233'];
  return `<g transform="rotate(${random.between(-8, 8).toFixed(1)} 600 560)">
    <path d="M330 380 Q600 320 870 380 Q990 410 1010 620 Q1030 830 900 820 Q820 810 770 700 L430 700 Q380 810 300 820 Q170 830 190 620 Q210 410 330 380 Z" fill="${c}" stroke="${dark}" stroke-width="8"/>
    <path d="M330 380 Q600 320 870 380 Q990 410 1010 620 Q1030 830 900 820 Q820 810 770 700 L430 700 Q380 810 300 820 Q170 830 190 620 Q210 410 330 380 Z" fill="url(#gloss)"/>
    <rect x="300" y="470" width="40" height="120" rx="8" fill="${dark}"/><rect x="260" y="510" width="120" height="40" rx="8" fill="${dark}"/>
    ${[
      [860, 460],
      [920, 520],
      [860, 580],
      [800, 520],
    ]
      .map(([bx, by], i) => `<circle cx="${bx}" cy="${by}" r="26" fill="${buttons[i]}"/>`)
      .join('')}
    <circle cx="480" cy="620" r="52" fill="${dark}"/><circle cx="480" cy="620" r="34" fill="${shade(c, -0.55)}"/>
    <circle cx="720" cy="620" r="52" fill="${dark}"/><circle cx="720" cy="620" r="34" fill="${shade(c, -0.55)}"/>
    <rect x="545" y="470" width="40" height="18" rx="9" fill="${dark}"/><rect x="615" y="470" width="40" height="18" rx="9" fill="${dark}"/>
  </g>`;
}

/** One accessory of the given type, in a body colour, on a studio background (headphones: earbuds or over-ear). */
export function accessory(random: Random, type: AccessoryType, colorHex: string, earbuds = true): string {
  const draw: Record<AccessoryType, () => string> = {
    HEADPHONES: () => headphones(colorHex, earbuds),
    CASE: () => phoneCase(random, colorHex),
    SCREEN_PROTECTOR: () => screenProtector(random),
    CABLE: () => cable(random, colorHex),
    POWER_BANK: () => powerBank(random, colorHex),
    ADAPTER: () => adapter(random, colorHex),
    SELFIE_STICK: () => selfieStick(random, colorHex),
    MAGSAFE: () => magsafe(random, colorHex),
    SD_CARD: () => sdCard(random, colorHex),
    TRIPOD: () => tripod(random, colorHex),
    GAMEPAD: () => gamepad(random, colorHex),
  };
  return scene(random, draw[type]());
}
