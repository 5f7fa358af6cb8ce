import {
  ACCESSORY_TYPES,
  COLORS,
  CONDITIONS,
  LANGUAGES,
  type Language,
  type ProductCategory,
} from '@zeng/contract/constants';
import { LOOKUP_NAMES } from '@zeng/contract/lookup-names';
import { suggestionsSchema } from '@zeng/contract/search';
import { fromKeys } from '@zeng/contract/typed';
import { SEARCH_ALIASES, type SearchAlias } from '../../db/reference/search-aliases.js';
import { compiledAnswerJson } from '../../lib/answer-json.js';
import { PreparedBody } from '../../lib/prepared-body.js';
import type { AdvertCounts } from '../catalog/live-counts.js';
import type { CatalogService } from '../catalog/service.js';
import { CapacityReader, type ReadCapacities } from './capacities.js';
import { everyLanguage, SuggestionIndex, type SuggestionSource } from './suggestions.js';
import { type KnownName, SearchVocabulary } from './vocabulary.js';

/** Suggestion answers kept until the counts change: many people type the same starts ("s", "sa", "sam"). */
const ANSWERS_KEPT = 5_000;
const suggestionsJson = compiledAnswerJson(suggestionsSchema);

/**
 * One search for everything (issue 21, docs/decisions/0018): the words of a search read in any
 * script and spelling (vocabulary.ts), and what the search box offers while a person types
 * (suggestions.ts), both built once from the catalog and the aliases' data and answered from memory
 * with the catalog's latest counts of shown adverts.
 */
export class SearchService {
  readonly #vocabulary: SearchVocabulary;
  readonly #capacities: CapacityReader;
  readonly #suggestions: SuggestionIndex;
  #answers = new Map<string, PreparedBody>();
  #answersWith: AdvertCounts | null = null;

  constructor(
    private readonly catalog: CatalogService,
    aliases: readonly SearchAlias[] = SEARCH_ALIASES,
  ) {
    this.#vocabulary = new SearchVocabulary(knownNames(catalog), aliases);
    this.#capacities = new CapacityReader(
      catalog.components('STORAGE'),
      catalog.components('RAM'),
      catalog.modelRows().map((model) => model.name),
    );
    this.#suggestions = new SuggestionIndex(suggestionSources(catalog), (word) => this.#vocabulary.keysOf(word));
  }

  /**
   * A search's folded words as the lists look for them: each written another way than adverts hold it
   * becomes the name it spells ("ayfon" → "iphone", "chexol" → "чехол"); the others stay as typed.
   */
  searchWords(words: readonly string[]): string[] {
    return this.#vocabulary.rewrite(words, this.catalog.advertCounts());
  }

  /**
   * A search's folded words as `category`'s list reads them: the storage and RAM they name
   * ("256gb", "8/256": capacities.ts) apart, then the other words as searchWords reads them.
   */
  read(category: ProductCategory, words: readonly string[]): ReadCapacities {
    const read = this.#capacities.read(category, words);
    return { words: this.searchWords(read.words), capacities: read.capacities };
  }

  /**
   * At most `limit` suggestions for what has been typed, labelled in `lang`, as the JSON answer ready
   * to send: kept until the counts change.
   */
  suggestionsAnswer(typed: string, limit: number, lang: Language): PreparedBody {
    const counts = this.catalog.advertCounts();
    if (this.#answersWith !== counts) {
      this.#answers = new Map();
      this.#answersWith = counts;
    }
    const key = `${lang}|${limit}|${typed}`;
    let answer = this.#answers.get(key);
    if (!answer) {
      const suggestions = this.#suggestions.suggest(typed, limit, lang, counts);
      answer = new PreparedBody(suggestionsJson({ suggestions }));
      if (this.#answers.size >= ANSWERS_KEPT) this.#answers.clear();
      this.#answers.set(key, answer);
    }
    return answer;
  }
}

/** Every name the search knows, with how its adverts are counted where they are. */
function knownNames(catalog: CatalogService): KnownName[] {
  const names: KnownName[] = [];
  for (const brand of catalog.brandRows())
    names.push({ name: brand.name, counter: (c) => c.brands.get(brand.id) ?? 0 });
  for (const model of catalog.modelRows())
    names.push({ name: model.name, counter: (c) => c.models.get(model.id) ?? 0 });
  for (const provider of catalog.providerRows()) {
    names.push({ name: provider.name, counter: (c) => c.providers.get(provider.id) ?? 0 });
  }
  for (const lang of LANGUAGES) {
    const lookups = LOOKUP_NAMES[lang];
    for (const type of ACCESSORY_TYPES) {
      names.push({ name: lookups.accessoryTypes[type], counter: (c) => c.accessoryTypes.get(type) ?? 0 });
    }
    for (const color of COLORS) names.push({ name: lookups.colors[color] });
    for (const condition of CONDITIONS) names.push({ name: lookups.conditions[condition] });
    for (const district of catalog.districts(lang)) names.push({ name: district.name });
  }
  return names;
}

/** What the search box may offer: brands and models of phones and tablets, accessory types, SIM providers. */
function suggestionSources(catalog: CatalogService): SuggestionSource[] {
  const sources: SuggestionSource[] = [];
  const brands = new Map(catalog.brandRows().map((b) => [b.id, b]));
  for (const brand of brands.values()) {
    sources.push({
      target: { kind: 'brand', category: brand.category === 'PHONE' ? 'phone' : 'tablet', brandId: brand.id },
      label: everyLanguage(brand.name),
      names: [brand.name],
      counter: (c) => c.brands.get(brand.id) ?? 0,
    });
  }
  for (const model of catalog.modelRows()) {
    const brand = brands.get(model.brandId);
    if (!brand) continue;
    const label = `${brand.name} ${model.name}`;
    sources.push({
      target: {
        kind: 'model',
        category: brand.category === 'PHONE' ? 'phone' : 'tablet',
        brandId: brand.id,
        modelId: model.id,
      },
      label: everyLanguage(label),
      names: [label, model.name],
      counter: (c) => c.models.get(model.id) ?? 0,
    });
  }
  for (const type of ACCESSORY_TYPES) {
    sources.push({
      target: { kind: 'accessoryType', category: 'accessory', accessoryType: type },
      label: fromKeys(LANGUAGES, (lang) => LOOKUP_NAMES[lang].accessoryTypes[type]),
      names: [...new Set(LANGUAGES.map((lang) => LOOKUP_NAMES[lang].accessoryTypes[type]))],
      counter: (c) => c.accessoryTypes.get(type) ?? 0,
    });
  }
  for (const provider of catalog.providerRows()) {
    sources.push({
      target: { kind: 'provider', category: 'sim', providerId: provider.id },
      label: everyLanguage(provider.name),
      names: [provider.name],
      counter: (c) => c.providers.get(provider.id) ?? 0,
    });
  }
  return sources;
}
