/**
 * The Zeng wordmark: a Z badge and the name, drawn in public/logo.svg. The name is outlines (Liberation
 * Sans Bold, 22 px, baseline 23) rather than <text>, so it looks the same whatever fonts the device
 * has and its descender ("g", down to y 27.7) and right edge (x 91.1) stay inside the 96 × 32 box. A
 * file rather than inline SVG: it is cached once and costs the first screen's JavaScript nothing.
 */
export const LOGO_SRC = '/logo.svg';

export function Logo() {
  return <img src={LOGO_SRC} width={96} height={32} alt="" />;
}
