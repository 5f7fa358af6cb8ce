/**
 * Folds text for search the same way on both sides: lower case, and the Azerbaijani letters people
 * often type without their marks (Bakı → baki, Gəncə → gence, şarj → sarj).
 */
export function foldForSearch(text: string): string {
  return text
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .replace(/ə/g, 'e')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .replace(/ç/g, 'c')
    .replace(/ş/g, 's')
    .replace(/ğ/g, 'g')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The one rule for what an advert is found by: brand, model, name, provider, comment and, for SIM
 * adverts, the number in the forms people type (994501234567, 0501234567). Stored folded in
 * adverts.search_text, which a trigram index serves.
 */
export function buildSearchText(parts: {
  brand?: string | null;
  model?: string | null;
  name?: string | null;
  comment?: string | null;
  simNumber?: string | null;
  provider?: string | null;
}): string {
  const number = parts.simNumber ? [parts.simNumber, `0${parts.simNumber.slice(3)}`] : [];
  return foldForSearch(
    [parts.brand, parts.model, parts.name, parts.provider, ...number, parts.comment]
      .filter((p): p is string => Boolean(p?.trim()))
      .join(' '),
  );
}
