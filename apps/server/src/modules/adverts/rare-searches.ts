/**
 * The searches whose words the newest adverts did not hold often enough to fill a first page, for a
 * while: the next time (the same words, filters and sort, any page) skips that first step and asks the
 * trigram index straight away (listing-sql.ts, listingQuery). It remembers which way to look, never what
 * was found, so it cannot show a stale advert; a word that has since grown common costs only the
 * slower way until its entry ends.
 */
export class RareSearches {
  /** Each search's key and until when it is remembered, oldest first. */
  readonly #until = new Map<string, number>();

  constructor(
    private readonly forMs = 10 * 60_000,
    private readonly atMost = 10_000,
  ) {}

  has(key: string, now: Date): boolean {
    const until = this.#until.get(key);
    if (until === undefined) return false;
    if (until > now.getTime()) return true;
    this.#until.delete(key);
    return false;
  }

  remember(key: string, now: Date): void {
    this.#until.delete(key);
    this.#until.set(key, now.getTime() + this.forMs);
    if (this.#until.size > this.atMost) {
      const oldest = this.#until.keys().next();
      if (!oldest.done) this.#until.delete(oldest.value);
    }
  }
}
