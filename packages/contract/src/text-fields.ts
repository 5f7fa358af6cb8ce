import type { z } from 'zod';

// Representatives of what text() refuses: NUL, ESC, DEL, a C1 control, a lone surrogate.
const PROBES = ['\u0000', 'a\u0000b', '\u001b[2J', '\u007f', '\u0085', '\uD800'];

type Walked = z.core.$ZodType;

/** A field a request reads from a string: its dotted path and its schema. */
export interface StringField {
  path: string;
  schema: z.ZodType;
  /** Kept as text (so refused with CONTROL_CHARACTERS), rather than read as an id or a choice. */
  asText: boolean;
}

/**
 * The dotted paths of the string fields of a request schema that accept a control character, i.e.
 * that were not built with text() (text.ts): empty for a sound schema.
 */
export function stringFieldsAcceptingControl(schema: Walked): string[] {
  return stringFields(schema)
    .filter((field) => PROBES.some((probe) => field.schema.safeParse(probe).success))
    .map((field) => field.path);
}

/**
 * Every field of a request schema that reads a string, however deeply nested or wrapped; arrays are
 * named by their first element ("imageUrls.0"); choices and fields read from a string by coercion
 * (ids) count too. Reads zod's definitions, so no field can hide from it.
 */
export function stringFields(schema: Walked, path: string[] = []): StringField[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string, at = path) => stringFields(def[key] as Walked, at);
  const leaf = (asText: boolean) => [{ path: path.join('.'), schema: schema as z.ZodType, asText }];
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return leaf(true);
    case 'enum':
    case 'literal':
      return leaf(false);
    case 'number':
    case 'bigint':
    case 'boolean':
    case 'date':
      return def.coerce ? leaf(false) : [];
    case 'object':
      return Object.entries(def.shape as Record<string, Walked>).flatMap(([key, field]) =>
        stringFields(field, [...path, key]),
      );
    case 'array':
      return inner('element', [...path, '0']);
    case 'tuple':
      return (def.items as Walked[]).flatMap((item, i) => stringFields(item, [...path, String(i)]));
    case 'record':
      return [...inner('keyType'), ...inner('valueType', [...path, '*'])];
    case 'union':
      return (def.options as Walked[]).flatMap((option) => stringFields(option, path));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'pipe': {
      // A preprocess is a transform piped into the schema that reads its result.
      const first = def.in as Walked;
      return first._zod.def.type === 'transform' ? inner('out') : inner('in');
    }
    case 'lazy':
      return stringFields((def.getter as () => Walked)(), path);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner('innerType');
    default:
      return [];
  }
}
