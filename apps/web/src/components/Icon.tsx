import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** One of lucide's drawings: `import { Heart } from 'lucide'`. */
  node: IconNode;
  size?: number | string;
}

/**
 * A lucide drawing in a 24-unit box, in the current colour, hidden from screen readers unless it has
 * a label. lucide's icon data modules and this one component replace lucide-react, whose runtime cost
 * the first screen about 2 KB gzipped; each screen still carries only the drawings it uses.
 */
export function Icon({ node, size = 24, className, ...props }: IconProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: a drawing beside words is hidden (aria-hidden); one standing alone gets an aria-label
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      // lucide's stroke and fill are the class's (styles/global.css), not five attributes on every icon of a page.
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden={props['aria-label'] ? undefined : true}
      {...props}
    >
      {node.map(([tag, attrs]) => createElement(tag, { key: JSON.stringify(attrs), ...attrs }))}
    </svg>
  );
}
