/**
 * How long a person's text is, as every limit on it counts (the contract's schemas, the database's
 * CHECK constraints, the form's counters and refusals): in characters, i.e. Unicode code points. An
 * emoji is one, as a person counts it, where JavaScript's `length` says two (its UTF-16 halves), and
 * PostgreSQL's char_length counts the same, so the form, the schema and the table never disagree.
 * A sequence drawn as one symbol (a flag, 👨‍👩‍👧) counts its parts: grapheme clusters would count it
 * once, but no CHECK constraint can, and a limit the database counts otherwise is no limit.
 */
export function textLength(text: string): number {
  let characters = 0;
  for (const _ of text) characters++;
  return characters;
}
