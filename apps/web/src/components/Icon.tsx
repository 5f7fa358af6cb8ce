import type { SVGProps } from 'react';
import sprite from './icon/icons.svg?no-inline';
import type { IconName } from './icon/sprite-icons';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** A drawing of the sprite (icon/sprite-icons.ts), by lucide's name: `<Icon name="search" />`. */
  name: IconName;
  size?: number | string;
}

/**
 * A lucide drawing in the current colour, hidden from screen readers unless it has a label. The
 * drawing is a reference into one sprite file the browser fetches once and keeps: a page's markup
 * carries a short <use> per icon rather than every icon's paths, and no script carries the drawings.
 * lucide's stroke and fill are the `icon` class's (styles/global.css), inherited by the drawing.
 */
export function Icon({ name, size = 24, className, ...props }: IconProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: a drawing beside words is hidden (aria-hidden); one standing alone gets an aria-label
    <svg
      width={size}
      height={size}
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden={props['aria-label'] ? undefined : true}
      {...props}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
