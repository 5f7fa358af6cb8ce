import type { IconNode } from 'lucide';

const escapeAttribute = (value: string | number) => String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const element = ([tag, attributes]: IconNode[number]) =>
  `<${tag}${Object.entries(attributes)
    .flatMap(([name, value]) => (value === undefined ? [] : [` ${name}="${escapeAttribute(value)}"`]))
    .join('')}/>`;

/** The sprite of the given drawings: one <symbol> each, in lucide's 24-unit box, named for `<use href="…#name">`. */
export function spriteSvg(icons: Record<string, IconNode>): string {
  const symbols = Object.entries(icons).map(
    ([name, node]) => `<symbol id="${name}" viewBox="0 0 24 24">${node.map(element).join('')}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
