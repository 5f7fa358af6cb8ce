import { z } from 'zod';

// Representatives of what text() refuses: NUL, ESC, DEL, a C1 control, a lone surrogate.
const PROBES = ['\u0000', 'a\u0000b', '\u001b[2J', '\u007f', '\u0085', '\uD800'];

type Walked = z.core.$ZodType;

/** A field a request reads from a string: its dotted path and its schema. */
export interface StringField {
  path: string;
  schema: Walked;
  /** Kept as text (so refused with CONTROL_CHARACTERS), rather than read as an id or a choice. */
  asText: boolean;
}

/**
 * The dotted paths of the string fields of a request schema that accept a control character, i.e.
 * that were not built with text() (text.ts): empty for a sound schema.
 */
export function stringFieldsAcceptingControl(schema: Walked): string[] {
  return stringFields(schema)
    .filter((field) => PROBES.some((probe) => z.safeParse(field.schema, probe).success))
    .map((field) => field.path);
}

/**
 * Every field of a request schema that reads a string, however deeply nested or wrapped; arrays are
 * named by their first element ("imageUrls.0"); choices and fields read from a string by coercion
 * (ids) count too. Reads zod's definitions, so no field can hide from it.
 */
export function stringFields(schema: Walked, path: string[] = []): StringField[] {
  // Every schema zod builds is one of its $ZodTypes, each with its own definition; zod's type for a
  // schema in general does not say so, and zod's own JSON Schema generator reads `def` the same way.
  const def = schema._zod.def as z.core.$ZodTypes['_zod']['def'];
  const walk = (inner: Walked, at = path) => stringFields(inner, at);
  const leaf = (asText: boolean) => [{ path: path.join('.'), schema, asText }];
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
      return Object.entries(def.shape).flatMap(([key, field]) => stringFields(field, [...path, key]));
    case 'array':
      return walk(def.element, [...path, '0']);
    case 'tuple':
      return def.items.flatMap((item, i) => stringFields(item, [...path, String(i)]));
    case 'record':
      return [...walk(def.keyType), ...walk(def.valueType, [...path, '*'])];
    case 'union':
      return def.options.flatMap((option) => stringFields(option, path));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'pipe':
      // A preprocess is a transform piped into the schema that reads its result.
      return def.in._zod.def.type === 'transform' ? walk(def.out) : walk(def.in);
    case 'lazy':
      return walk(def.getter());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(def.innerType);
    default:
      return [];
  }
}
