import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '../lib/api-client';

/** The app's one query cache: answers stay fresh 30 s, and only failures that may pass are retried. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false } },
  });
