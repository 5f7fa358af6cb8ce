/**
 * How people here spell names by ear, where the spelling key (@zeng/contract/spelling-key) does not
 * already make the spellings meet. The key unifies scripts and the letters people swap ("айфон",
 * "ayfon" and "iPhone" share one; so do "samsunq", "самсунг" and "Samsung", or "xuavey" and
 * "Huawei"), so a Cyrillic spelling never needs an entry of its own: write its Latin form once.
 * An entry is needed only where the sounds differ from the name's letters: an English "x" said "ks"
 * (Galaxy, Pixel), a vowel heard otherwise (Apple "epl"), a name said the Chinese way (Xiaomi).
 *
 * Each name is one word: a brand, a word of a model's or provider's name, or a name the catalog does
 * not hold but sellers write (AirPods), which the search then knows too. A search word spelled so is
 * read as the name (modules/search/vocabulary.ts), and the suggestions find the name by its start
 * (modules/search/suggestions.ts). search-aliases.test.ts checks that every spelling adds a key.
 */
export interface SearchAlias {
  /** The name as it is written in adverts and the catalog. */
  name: string;
  /** Other spellings, Latin (Azerbaijani or English transliteration); each must have a key of its own. */
  spellings: readonly string[];
}

export const SEARCH_ALIASES: readonly SearchAlias[] = [
  // Brands
  { name: 'Apple', spellings: ['epl'] },
  { name: 'Xiaomi', spellings: ['şaomi', 'syaomi', 'ksiaomi', 'ksiomi'] },
  { name: 'Huawei', spellings: ['hovavey'] },
  { name: 'OnePlus', spellings: ['vanplas'] },
  { name: 'Google', spellings: ['gugl'] },
  { name: 'Tecno', spellings: ['tekno'] },
  { name: 'Infinix', spellings: ['infiniks'] },
  { name: 'Poco', spellings: ['poko'] },
  { name: 'Blackview', spellings: ['blekvyu'] },
  { name: 'Realme', spellings: ['realmi'] },
  { name: 'Microsoft', spellings: ['maykrosoft'] },
  // Words of model names
  { name: 'iPhone', spellings: ['aifon', 'eyfon'] },
  { name: 'Galaxy', spellings: ['qalaksi'] },
  { name: 'Pixel', spellings: ['piksel'] },
  { name: 'Surface', spellings: ['surfeys'] },
  { name: 'Note', spellings: ['nout'] },
  { name: 'Max', spellings: ['maks'] },
  { name: 'Plus', spellings: ['plyus'] },
  // Providers
  { name: 'Azercell', spellings: ['azersel'] },
  { name: 'Bakcell', spellings: ['baksel'] },
  // An accessory type, and a name sellers write that the catalog does not hold
  { name: 'MagSafe', spellings: ['maqseyf'] },
  { name: 'AirPods', spellings: ['eyrpods', 'ayrpods'] },
];
