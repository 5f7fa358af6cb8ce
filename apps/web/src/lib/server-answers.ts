/** The queries whose answers came with the page the server drew, by hash, until a screen takes one. */
const fromServer = new Set<string>();

/** The page's state filled these queries (app/start.tsx): answers given to a visitor, not to this person. */
export function rememberServerAnswers(queryHashes: Iterable<string>) {
  for (const hash of queryHashes) fromServer.add(hash);
}

/**
 * Whether the query's answer came with the server's page (then forgets it): a screen that shows a
 * signed-in person more than a visitor asks again, once. A plain read rather than a store, so nothing
 * renders again while the page hydrates (React would hydrate the rest at once, in one long task).
 */
export function takeServerAnswer(queryHash: string): boolean {
  return fromServer.delete(queryHash);
}
