/** Text cut to `length` characters (not UTF-16 units) with an ellipsis, its runs of white space as one space. */
export function clip(text: string, length: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= length
    ? chars.join('')
    : `${chars
        .slice(0, length - 1)
        .join('')
        .trimEnd()}…`;
}
