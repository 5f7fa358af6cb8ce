import type { Random } from './random.js';

export interface DemoProvider {
  id: number;
  name: string;
  slug: string;
  prefixes: string[];
}

/** How often each provider and each of its codes turns up. */
const PROVIDER_WEIGHTS: Record<string, number> = { azercell: 45, bakcell: 30, nar: 25 };
const PREFIX_WEIGHTS: Record<string, number> = { '50': 60, '51': 25, '10': 15, '55': 70, '99': 30, '70': 55, '77': 45 };

const digit = (random: Random, min = 0) => String(random.int(min, 9));

/**
 * "Beautiful" numbers (the 7 digits after the code) and what people ask for them in AZN.
 * A number people remember sells for hundreds or thousands; an ordinary one for a few tens.
 */
const PATTERNS: ReadonlyArray<readonly [make: (random: Random) => string, price: [number, number], weight: number]> = [
  // 777 77 77
  [(r) => digit(r, 1).repeat(7), [8000, 20000], 1],
  // 777 00 00
  [(r) => digit(r, 2).repeat(3) + digit(r).repeat(4), [2000, 6000], 2],
  // 200 20 20
  [
    (r) => {
      const a = digit(r, 2);
      const b = digit(r);
      return `${a}${b}${b}${a}${b}${a}${b}`;
    },
    [1000, 4000],
    3,
  ],
  // 123 45 67, 765 43 21
  [(r) => (r.chance(0.5) ? '1234567' : r.pick(['2345678', '3456789', '9876543', '7654321'])), [1000, 3000], 1],
  // 212 77 77
  [(r) => digit(r, 2) + digit(r) + digit(r) + digit(r).repeat(4), [800, 2500], 3],
  // 3 45 45 45
  [
    (r) => {
      const pair = digit(r) + digit(r);
      return digit(r, 2) + pair.repeat(3);
    },
    [500, 1500],
    3,
  ],
  // 555 12 12
  [
    (r) => {
      const pair = digit(r) + digit(r);
      return digit(r, 2).repeat(3) + pair + pair;
    },
    [500, 1200],
    3,
  ],
];

/** SIM numbers: the code matches the provider's own codes, and no number is offered twice. */
export function simNumberMaker(random: Random) {
  const used = new Set<string>();
  return (providers: readonly DemoProvider[]) => {
    const provider = random.weighted(providers.map((p) => [p, PROVIDER_WEIGHTS[p.slug] ?? 10] as const));
    const prefix = random.weighted(provider.prefixes.map((p) => [p, PREFIX_WEIGHTS[p] ?? 10] as const));
    for (;;) {
      const beautiful = random.chance(0.25);
      let digits: string;
      let price: number;
      if (beautiful) {
        const [make, [min, max]] = random.weighted(PATTERNS.map((p) => [p, p[2]] as const));
        digits = make(random);
        price = Math.round(random.between(min, max) / 50) * 50;
      } else {
        digits = digit(random, 2) + random.digits(6);
        price = Math.round(random.between(10, 80) / 5) * 5;
      }
      const number = `994${prefix}${digits}`;
      if (used.has(number)) continue;
      used.add(number);
      return { number, provider, price };
    }
  };
}
