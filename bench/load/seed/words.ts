import { LOOKUP_NAMES } from '@zeng/contract/lookup-names';
import type pg from 'pg';
import type { DemoModel } from '../../../apps/server/src/db/demo/devices.js';
import { foldForSearch } from '../../../apps/server/src/modules/adverts/search-text.js';

/** The search words the benchmark types into the phone list: one in many adverts, one in a handful. */
export interface SearchWords {
  common: string;
  commonCount: number;
  rare: string;
  rareCount: number;
}

/** "A handful": how many phone adverts the rare word may be in. */
const HANDFUL = { min: 2, max: 20 } as const;

/** Visible phones whose search text contains the word, as the listing's LIKE finds them. */
async function phonesWith(db: pg.Pool, word: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM adverts
      WHERE category = 'phone' AND state = 'APPROVED' AND deleted_at IS NULL AND expires_at > now()
        AND search_text LIKE $1`,
    [`%${word}%`],
  );
  return rows[0]?.n ?? 0;
}

/**
 * The common word is black in Azerbaijani ("qara"), the commonest colour. The rare one is a word of
 * a model name the seed used least, checked against the data: the planner must find it through the
 * trigram index (ADR 0005's risk), not by walking the date index until ten match.
 */
export async function pickSearchWords(
  db: pg.Pool,
  phoneModels: readonly DemoModel[],
  modelCounts: ReadonlyMap<number, number>,
): Promise<SearchWords> {
  const common = foldForSearch(LOOKUP_NAMES.az.colors.Black);
  const commonCount = await phonesWith(db, common);

  const rareModels = phoneModels
    .map((m) => [m, modelCounts.get(m.id) ?? 0] as const)
    .filter(([, n]) => n > 0 && n <= HANDFUL.max * 2)
    .sort((a, b) => a[1] - b[1]);
  const tried = new Set<string>();
  let best: { word: string; count: number } | undefined;
  for (const [model] of rareModels) {
    for (const word of foldForSearch(model.name).split(' ')) {
      if (word.length < 4 || !/[a-z]/.test(word) || tried.has(word)) continue;
      tried.add(word);
      const count = await phonesWith(db, word);
      if (count >= HANDFUL.min && count <= HANDFUL.max) return { common, commonCount, rare: word, rareCount: count };
      if (count > 0 && (!best || count < best.count)) best = { word, count };
      if (tried.size >= 60) break;
    }
    if (tried.size >= 60) break;
  }
  if (!best) throw new Error('no rare search word found in the seeded phones');
  return { common, commonCount, rare: best.word, rareCount: best.count };
}
