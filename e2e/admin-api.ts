import { readFile } from 'node:fs/promises';
import { appOrigin, expect } from './fixtures';

/**
 * POSTs to the test server's admin API (bearer = its DATA_DIR/admin-secret), as the command-line
 * tools do, and answers the parsed body once the status is `status`.
 */
export async function adminPost<T>(path: string, body: unknown, status = 200): Promise<T> {
  const origin = appOrigin();
  const secret = await readFile(`.e2e-data-${new URL(origin).port}/admin-secret`, 'utf8');
  const response = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret.trim()}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}
