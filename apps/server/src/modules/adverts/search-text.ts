import { LANGUAGES } from '@zeng/contract/constants';
import { LOOKUP_NAMES, type LookupNames } from '@zeng/contract/lookup-names';

/**
 * Folds text for search the same way on both sides: lower case, the Azerbaijani letters people
 * often type without their marks (Bakı → baki, Gəncə → gence, şarj → sarj) and the Russian ё that
 * most people type as е (Чёрный → черный).
 */
export function foldForSearch(text: string): string {
  return text
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .replace(/ə/g, 'e')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .replace(/ç/g, 'c')
    .replace(/ş/g, 's')
    .replace(/ğ/g, 'g')
    .replace(/ё/g, 'е')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where the names of an advert's catalog references come from (CatalogService, in memory). */
export interface SearchNameSource {
  brand(id: number): { name: string } | undefined;
  model(id: number): { name: string } | undefined;
  simProvider(id: number): { name: string } | undefined;
  /** The district's names in every language. */
  districtNames(id: number): readonly string[];
}

/** The columns of an advert its search text is made of. */
export interface SearchableAdvert {
  brandId?: number | null;
  modelId?: number | null;
  simProviderId?: number | null;
  simNumber?: string | null;
  name?: string | null;
  comment?: string | null;
  accessoryType?: string | null;
  color?: string | null;
  condition?: string | null;
  districtId: number;
}

/** Each language's name of one fixed lookup value, folded and each once ("Adapter" is az and en). */
function namesInEveryLanguage(kind: keyof LookupNames, value: string | null | undefined): string[] {
  if (!value) return [];
  const names = LANGUAGES.map((lang) => {
    // Read by any text: an unknown value has no name.
    const table: Readonly<Record<string, string>> = LOOKUP_NAMES[lang][kind];
    return table[value];
  });
  return uniqueFolded(names);
}

function uniqueFolded(names: ReadonlyArray<string | undefined>): string[] {
  return [...new Set(names.filter((n): n is string => Boolean(n?.trim())).map(foldForSearch))];
}

/**
 * What an advert's lookups are called in az, en and ru, one text per lookup (type, colour,
 * condition, district), so a search in any language finds it. Migration 0005 wrote the same texts
 * into adverts stored before.
 */
export function lookupSearchTexts(advert: SearchableAdvert, names: SearchNameSource): string[] {
  return [
    namesInEveryLanguage('accessoryTypes', advert.accessoryType),
    namesInEveryLanguage('colors', advert.color),
    namesInEveryLanguage('conditions', advert.condition),
    uniqueFolded(names.districtNames(advert.districtId)),
  ]
    .filter((words) => words.length > 0)
    .map((words) => words.join(' '));
}

/**
 * The one rule for what an advert is found by: brand, model, name, provider, for SIM adverts the
 * number in the forms people type (994501234567, 0501234567), the comment, then every language's
 * name of its accessory type, colour, condition and district. Stored folded in adverts.search_text,
 * which a trigram index serves, so a search never joins the lookups (docs/decisions/0005). Posting,
 * the demo seed and the test factories all write it through here.
 */
export function advertSearchText(advert: SearchableAdvert, names: SearchNameSource): string {
  const number = advert.simNumber ? [advert.simNumber, `0${advert.simNumber.slice(3)}`] : [];
  const own = [
    advert.brandId ? names.brand(advert.brandId)?.name : null,
    advert.modelId ? names.model(advert.modelId)?.name : null,
    advert.name,
    advert.simProviderId ? names.simProvider(advert.simProviderId)?.name : null,
    ...number,
    advert.comment,
  ];
  return [
    foldForSearch(own.filter((p): p is string => Boolean(p?.trim())).join(' ')),
    ...lookupSearchTexts(advert, names),
  ]
    .filter(Boolean)
    .join(' ');
}
