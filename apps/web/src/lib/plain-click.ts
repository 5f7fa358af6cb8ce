import type { MouseEvent } from 'react';

/**
 * A click on a link the app may handle in place: the main button with no modifier. Any other (a new
 * tab or window, a download) the browser handles with the link's address as it is.
 */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
