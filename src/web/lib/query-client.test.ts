import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('which failed reads are read again', () => {
  it('reads again after a network or server error, twice at most', () => {
    const down = new ApiError(0, 'network_error', 'Could not reach Kidventure.');
    const broken = new ApiError(500, 'internal', 'Something went wrong on our side.');
    expect(shouldRetry(0, down)).toBe(true);
    expect(shouldRetry(1, broken)).toBe(true);
    expect(shouldRetry(2, broken)).toBe(false);
  });

  it('shows an answer about the request at once', () => {
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'Activity not found'))).toBe(false);
  });

  it('does not add to a crowd the API client already tried again in', () => {
    const busy = new ApiError(503, 'overloaded', 'Kidventure is very busy right now.');
    expect(shouldRetry(0, busy)).toBe(false);
    // Another 503 (a payment service that did not answer) is read again.
    expect(shouldRetry(0, new ApiError(503, 'gateway_unavailable', 'No answer.'))).toBe(true);
  });
});
