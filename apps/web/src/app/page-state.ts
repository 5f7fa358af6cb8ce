import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID } from '@zeng/contract/page-rendering';
import type { HydrationState } from 'react-router';
import { asApiError } from '../lib/page-data-refusal';
import { rememberServerAnswers } from '../lib/server-answers';
import type { Viewer } from '../lib/session';

/**
 * What a server-rendered page hands the app (contract/page-rendering.ts): the query cache its screens
 * read while rendering, the router's state and the moment the page was rendered at. The browser starts
 * from exactly this, so its first render is the server's.
 */
export interface PageState {
  now: number;
  /** Who the page was drawn for (a private screen's, signed in); null for a visitor's page. */
  viewer: Viewer | null;
  queries: DehydratedState;
  router: HydrationState;
}

/** The page's state, or null when no server rendered the page (the development server). */
export function readPageState(doc: Document = document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    // Not checked: only this build's server renderer writes it (ssr/entry-server.tsx), and a check would
    // cost the home page's script bytes it does not have.
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

/**
 * Fills the query cache from the page's state, and remembers which answers came with it (a visitor's
 * answers). A refusal the server met (a removed advert's 410) crossed as plain JSON: it becomes an
 * ApiError again, as the screens expect of a failed call.
 *
 * The answers count as fetched when the page arrived, on this device's clock: stamped with the
 * server's, a page kept up to 30 s in its cache, or a clock a little ahead of the server's, would be
 * stale on arrival and every list asked for again the moment it hydrated.
 */
export function hydrateQueries(queryClient: QueryClient, state: DehydratedState, arrivedAt = Date.now()): void {
  for (const query of state.queries) {
    if (query.state.dataUpdatedAt > 0) query.state.dataUpdatedAt = arrivedAt;
    if (query.state.errorUpdatedAt > 0) query.state.errorUpdatedAt = arrivedAt;
    // A refusal crossed as plain JSON: the screens expect the app's own error of a failed call.
    if (query.state.error) query.state.error = asApiError(query.state.error) as Error;
  }
  hydrate(queryClient, state);
  rememberServerAnswers(state.queries.map((query) => query.queryHash));
}
