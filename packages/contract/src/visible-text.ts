// What free text keeps of the characters that draw nothing, without zod (the web app's forms use it
// too). Every field a person writes for others to read (names, an accessory's name, comments, a
// rejection's reason) passes through visibleText() in text.ts's freeText() and auth.ts's names:
// - direction controls are stripped: ALM, LRM, RLM, LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI
//   (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). They reorder what a reader sees
//   ("invoice‮fdp.exe") and neither Azerbaijani, Russian nor English needs them: pages set dir;
// - zero-width characters are stripped: ZWSP U+200B, WJ U+2060, the invisible operators
//   U+2061–U+2064, BOM U+FEFF;
// - ZWJ U+200D and ZWNJ U+200C are kept only between two visible characters, where emoji
//   sequences (👨‍👩‍👧, ❤️‍🔥) and Persian or Indic spellings need them; elsewhere they only hide;
// - text with nothing visible left (spaces, Hangul fillers, a braille blank, variation selectors)
//   is empty, so a required field answers exactly as it does to "".

/** The direction controls and zero-width characters visibleText() strips wherever they are. */
export const INVISIBLE_CONTROLS = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const INVISIBLE_CONTROLS_ALL = new RegExp(INVISIBLE_CONTROLS.source, 'g');
const JOINERS = /[\u200c\u200d]/u;
/** A character that draws something: not a space, a control, or a character meant to be ignored. */
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{M}\p{P}\p{S}]/u;
/** What may stand before a joiner: a visible character, or a mark on one (an emoji's variation selector). */
const JOINS_AFTER = /[\p{L}\p{N}\p{M}\p{P}\p{S}]/u;

/** `value` trimmed, without direction controls, zero-width characters and stray joiners; "" when nothing visible is left. */
export function visibleText(value: string): string {
  const chars = Array.from(value.replace(INVISIBLE_CONTROLS_ALL, ''));
  const kept = chars.filter((char, i) => {
    if (!JOINERS.test(char)) return true;
    const before = chars[i - 1];
    const after = chars[i + 1];
    return before !== undefined && after !== undefined && JOINS_AFTER.test(before) && VISIBLE.test(after);
  });
  const text = kept.join('').trim();
  return VISIBLE.test(text) ? text : '';
}
