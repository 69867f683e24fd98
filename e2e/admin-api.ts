import { readFile } from 'node:fs/promises';
import { appOrigin, expect } from './fixtures';

/**
 * Calls the test server's admin API (bearer = its DATA_DIR/admin-secret), as the command-line
 * tools do, and answers the parsed body once the status is `status`.
 */
async function adminRequest<T>(method: string, path: string, body: unknown, status: number) {
  const origin = appOrigin();
  const secret = await readFile(`.e2e-data-${new URL(origin).port}/admin-secret`, 'utf8');
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${secret.trim()}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

export const adminPost = <T>(path: string, body: unknown, status = 200) =>
  adminRequest<T>('POST', path, body, status);

export const adminPut = <T>(path: string, body: unknown, status = 200) =>
  adminRequest<T>('PUT', path, body, status);
