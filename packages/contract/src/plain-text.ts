// What text is, without zod (the web app's first screen reads it).
// C0 controls but tab and the line breaks, DEL, and C1 controls: never text. NUL is what
// PostgreSQL refuses outright; the others are invisible and only ever smuggled in.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001f\u007f-\u009f]/;
// Half of a UTF-16 pair alone cannot be written as UTF-8: the database would store U+FFFD instead.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string holds only characters a person can type: the rule behind every text field. */
export function isPlainText(value: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? CONTROL : CONTROL_OR_LINE_BREAK).test(value) && !LONE_SURROGATE.test(value);
}

/** The text with each character isPlainText refuses (line breaks and tabs included) made a space. */
export function toPlainText(value: string): string {
  return value
    .replace(new RegExp(CONTROL_OR_LINE_BREAK.source, 'g'), ' ')
    .replace(new RegExp(LONE_SURROGATE.source, 'g'), ' ');
}
