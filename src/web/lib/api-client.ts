import type { ClientResponse } from 'hono/client';
import { hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../server/app';
import {
  OVERLOAD_RETRIES,
  OVERLOADED_CODE,
  overloadRetryDelayMs,
} from '../../shared/overload-retry';

/**
 * The one way the web app talks to the API. Every error comes back in one shape,
 * {"error": {"code", "message", "details?"}}, and is turned into an ApiError here so the
 * screens can show the server's message in the spec's toast.
 */

export type FieldIssue = { path: string; message: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The per-field issues of a `validation_failed` answer, if any. */
  get fieldIssues(): FieldIssue[] {
    if (!Array.isArray(this.details)) return [];
    return this.details.flatMap((d: unknown) => {
      if (typeof d !== 'object' || d === null) return [];
      const { path, message } = d as { path?: unknown; message?: unknown };
      if (typeof message !== 'string') return [];
      const key = Array.isArray(path) ? path.join('.') : typeof path === 'string' ? path : '';
      return [{ path: key, message }];
    });
  }
}

const NETWORK_MESSAGE = 'Could not reach Kidventure. Check your connection and try again.';
const UNEXPECTED_MESSAGE = 'Something went wrong on our side. Please try again.';

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** A human message for any thrown value, for toasts. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return UNEXPECTED_MESSAGE;
}

type Transport = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Whether an answer is admission control's 503: the request was refused before any work. */
async function isOverloaded(response: Response) {
  if (response.status !== 503) return false;
  const body = await readJson(response.clone());
  return (body as { error?: { code?: unknown } } | null)?.error?.code === OVERLOADED_CODE;
}

/** Resolves after `ms`, or rejects with the abort when the caller gives up first. */
function pause(ms: number, signal?: AbortSignal | null) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The browser's fetch, sending a request again after a 503 `overloaded` (shared/overload-retry):
 * on a busy registration morning the parent's tap is answered a moment later instead of with
 * "very busy".
 */
async function fetchThroughOverload(input: RequestInfo | URL, init?: RequestInit) {
  for (let retry = 0; ; retry++) {
    const response = await fetch(input, init);
    if (retry >= OVERLOAD_RETRIES || !(await isOverloaded(response))) return response;
    const delay = overloadRetryDelayMs(response.headers.get('retry-after'), Math.random());
    await pause(delay, init?.signal);
  }
}

/** The browser's fetch; the server's render answers in process instead (entry-server.tsx). */
let transport: Transport = fetchThroughOverload;

/** Where API requests go: set once, by the server's render. */
export function setApiTransport(next: Transport) {
  transport = next;
}

/** The typed API: paths, inputs and answers are inferred from the server's routes (AppType). */
export const api = hc<AppType>('/api', {
  init: { credentials: 'same-origin' },
  fetch: (input: RequestInfo | URL, init?: RequestInit) => transport(input, init),
});

/** The body of a response's success variants (2xx) in the server's contract. */
type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, infer _F>
    ? S extends SuccessStatusCode
      ? T
      : never
    : never;

type AnyResponse = { ok: boolean; status: number; text(): Promise<string> };

/**
 * Waits for a typed API call and returns its success body; any other answer becomes an
 * ApiError with the server's code and message, a network failure one with status 0.
 */
export async function unwrap<R extends AnyResponse>(request: Promise<R>): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await request;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', NETWORK_MESSAGE);
  }
  const body: unknown = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as SuccessBody<R>;
}

async function readJson(response: AnyResponse): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const error =
    typeof body === 'object' && body !== null && 'error' in body
      ? (body as { error: unknown }).error
      : null;
  if (typeof error === 'object' && error !== null) {
    const { code, message, details } = error as Record<string, unknown>;
    return new ApiError(
      status,
      typeof code === 'string' ? code : 'unknown',
      typeof message === 'string' && message ? message : UNEXPECTED_MESSAGE,
      details,
    );
  }
  return new ApiError(status, status === 404 ? 'not_found' : 'unknown', UNEXPECTED_MESSAGE);
}
