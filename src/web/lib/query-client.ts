import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Client errors (4xx) will not change on retry; network and server errors may. An unknown id
 * (404: 'Activity not found') is an answer, shown at once.
 */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
