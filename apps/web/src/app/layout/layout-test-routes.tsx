import type { RouteObject } from 'react-router';
import { AppLayout } from './AppLayout';

/** The real layout around bare pages, so layout tests make no network calls. */
export const routesForLayoutTests: RouteObject[] = [
  { element: <AppLayout />, children: [{ path: '*', element: <p>page</p> }] },
];
