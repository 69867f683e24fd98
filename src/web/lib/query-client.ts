import { QueryClient } from '@tanstack/react-query';
import { OVERLOADED_CODE } from '../../shared/overload-retry';
import { ApiError } from './api-client';

/**
 * Client errors (4xx) will not change on retry; network and server errors may. An unknown id
 * (404: 'Activity not found') is an answer, shown at once. A 503 `overloaded` was already sent
 * again by the API client (api-client.ts): trying more would only add to the crowd.
 */
export function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiError && error.code === OVERLOADED_CODE) return false;
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
