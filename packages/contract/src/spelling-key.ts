/**
 * One spelling for the many ways people in Baku write a name: Latin Azerbaijani, Russian Cyrillic and
 * English transliteration ("Şaomi", "Сяоми", "Xiaomi"; "чехол", "chexol"). Both the web app's pickers
 * and the server's search compare these keys, never the raw text.
 *
 * The key is lossy on purpose: letters people swap by ear share one (k, q, g; x, h; i, y, j before a
 * vowel is left alone), digraphs become one letter (ch → c, sh → s, kh → h, zh → j, ph → f) and a
 * doubled letter counts once. Digits stay, so model numbers ("S24", "13 Pro") still tell models apart.
 */

const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ғ: 'g',
  ҝ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ә: 'e',
  э: 'e',
  ж: 'j',
  з: 'z',
  и: 'i',
  ы: 'i',
  й: 'y',
  ј: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  ө: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ү: 'u',
  ф: 'f',
  х: 'h',
  һ: 'h',
  ц: 'ts',
  ч: 'c',
  ҹ: 'c',
  ш: 's',
  щ: 's',
  ъ: '',
  ь: '',
  ю: 'yu',
  я: 'ya',
};

const LATIN: Readonly<Record<string, string>> = {
  ə: 'e',
  ı: 'i',
  ö: 'o',
  ü: 'u',
  ç: 'c',
  ş: 's',
  ğ: 'g',
};

/** Sounds written with two letters, then letters people swap by ear: applied in this order. */
const SOUNDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ch|tch/g, 'c'],
  [/sh|sch/g, 's'],
  [/kh/g, 'h'],
  [/zh/g, 'j'],
  [/ph/g, 'f'],
  [/ck/g, 'k'],
  [/w/g, 'v'],
  [/x/g, 'h'],
  [/[qg]/g, 'k'],
  // English names said by ear: "iPhone", "айфон" and "ayfon" meet at "ifon".
  [/\bay/g, 'i'],
  [/y/g, 'i'],
  [/([^aeiou\s\d])e\b/g, '$1'],
  // A doubled letter counts once ("Apple", "Huawei Nova 11" keeps its digits).
  [/([a-z])\1+/g, '$1'],
];

/** The spelling key of a text: lower case, one script, one letter per sound; words apart by one space. */
export function spellingKey(text: string): string {
  let key = text.replace(/[İI]/g, 'i').toLowerCase();
  key = key.replace(/[^\s\da-z]/g, (ch) => CYRILLIC[ch] ?? LATIN[ch] ?? (/\p{L}/u.test(ch) ? ch : ' '));
  for (const [pattern, sound] of SOUNDS) key = key.replace(pattern, sound);
  return key.replace(/\s+/g, ' ').trim();
}

/**
 * Whether a name answers what a person typed: every typed word starts a word of the name, in any
 * script ("gal s24" → "Galaxy S24", "айф" → "iPhone 15"), or the whole typed text is inside it.
 */
export function nameMatches(name: string, typed: string): boolean {
  const wanted = spellingKey(typed);
  if (wanted === '') return true;
  const key = spellingKey(name);
  if (key.includes(wanted)) return true;
  const words = key.split(' ');
  return wanted.split(' ').every((part) => words.some((word) => word.startsWith(part)));
}
