/** Of these elements, the one a person meets first reading the page (document order); missing ones skipped. */
export function firstOnScreen(elements: readonly (HTMLElement | null)[]): HTMLElement | null {
  let first: HTMLElement | null = null;
  for (const element of elements) {
    if (!element) continue;
    if (!first || element.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING) first = element;
  }
  return first;
}
