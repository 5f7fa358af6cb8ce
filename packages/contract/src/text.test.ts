import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toPlainText } from './plain-text.js';
import { freeText, isPlainText, text } from './text.js';
import { stringFields, stringFieldsAcceptingControl } from './text-fields.js';
import { textLength } from './text-length.js';

// Every module of the contract, so a schema added anywhere is walked without being listed here.
const files = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const modules: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(files.map(async (file) => [file, await import(/* @vite-ignore */ `./${file}`)] as const)),
);

// What a request carries, by the contract's naming: query strings, path parameters, bodies, and the
// fields they are built from. Everything else the contract exports describes answers.
const REQUEST_NAME = /(Query|Request|Path|Submission)Schemas?$|^(rejection|approval)Schema$|(Field|Param)$/;
// Answers whose names say "request": the adverts waiting for a moderator (moderation.ts).
const ANSWERS_NAMED_REQUEST = /^(phone|tablet|sim|accessory)?[rR]equestSchemas?$/;

const requestSchemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => {
    if (!REQUEST_NAME.test(name) || ANSWERS_NAMED_REQUEST.test(name)) return [];
    if (value instanceof z.ZodType) return [{ name: `${file} ${name}`, schema: value }];
    // A record of schemas, one per category (submissionSchemas).
    if (value && typeof value === 'object') {
      return Object.entries(value)
        .filter(([, s]) => s instanceof z.ZodType)
        .map(([key, s]) => ({ name: `${file} ${name}.${key}`, schema: s as z.ZodType }));
    }
    return [];
  }),
);

/** {a: {b: [value]}} for "a.b.0". */
function inputWith(path: string, value: unknown): unknown {
  if (path === '') return value;
  const [head = '', ...rest] = path.split('.');
  const inside = inputWith(rest.join('.'), value);
  return /^\d+$/.test(head) ? [inside] : { [head]: inside };
}

describe('the one rule for text', () => {
  it('refuses NUL, the other C0 controls, DEL, C1 controls and lone surrogates', () => {
    for (const bad of ['\u0000', 'a\u0001', '\u001b[31m', '\u007f', '\u0080', '\u009f', '\uD800x', 'x\uDC00']) {
      expect(isPlainText(bad, { multiline: true }), JSON.stringify(bad)).toBe(false);
    }
    expect(isPlainText('Ağ telefon — 😀 «yeni»')).toBe(true);
  });

  it('keeps tabs and line breaks only where a field is multi-line', () => {
    expect(isPlainText('one\r\ntwo\tthree', { multiline: true })).toBe(true);
    expect(isPlainText('one\ntwo')).toBe(false);
    expect(freeText(10, { multiline: true }).safeParse('a\nb').success).toBe(true);
  });

  it('counts a person’s characters, not UTF-16 halves: 500 emoji are a full comment, 501 one too many', () => {
    const comment = freeText(500, { multiline: true });
    expect(comment.safeParse('😀'.repeat(500)).success).toBe(true);
    expect(comment.safeParse(`Salam ${'😀'.repeat(494)}`).success).toBe(true);
    expect(comment.safeParse('😀'.repeat(501)).error?.issues.map((i) => i.message)).toEqual(['TOO_LONG']);
    expect(comment.safeParse('ə'.repeat(501)).error?.issues.map((i) => i.message)).toEqual(['TOO_LONG']);
    expect(textLength('Ağ 😀')).toBe(4);
    // As PostgreSQL's char_length counts: a sequence drawn as one symbol counts its parts.
    expect(textLength('👨‍👩‍👧')).toBe(5);
  });

  it('makes pasted text searchable by turning what it refuses into spaces', () => {
    expect(toPlainText('iphone\t13\u0000pro\uD800')).toBe('iphone 13 pro ');
    expect(isPlainText(toPlainText('\u0000\n\u0085\uDC00'))).toBe(true);
  });

  it('answers CONTROL_CHARACTERS before any other check', () => {
    const issues = text().max(1).safeParse('\u0000\u0000').error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(['CONTROL_CHARACTERS']);
  });

  it('finds a string field that skipped the rule, however deeply it hides', () => {
    const careless = z.object({
      a: text(),
      b: z.array(z.object({ c: z.string().trim().optional() })),
      d: z.preprocess((v) => v, z.object({ e: z.coerce.boolean() })),
    });
    expect(stringFieldsAcceptingControl(careless)).toEqual(['b.0.c', 'd.e']);
  });
});

describe('every request schema of the contract', () => {
  it('finds the request schemas', () => {
    expect(requestSchemas.length).toBeGreaterThan(15);
  });

  it.each(requestSchemas)('$name: builds every string field with text()', ({ schema }) => {
    expect(stringFieldsAcceptingControl(schema)).toEqual([]);
  });

  it.each(requestSchemas)('$name: refuses a NUL in each string field, naming the field', ({ schema }) => {
    for (const field of stringFields(schema)) {
      const issues = schema.safeParse(inputWith(field.path, 'a\u0000')).error?.issues ?? [];
      const named = issues.filter((issue) => issue.path.join('.') === field.path);
      expect(named, field.path || '(the value itself)').not.toEqual([]);
      if (field.asText) expect(named.map((i) => i.message)).toEqual(['CONTROL_CHARACTERS']);
    }
  });
});
