import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { expectJson } from './test-client';

export const PASSWORD = 'correct horse 1';

export type ErrorJson = { error: { code: string; message: string; details?: unknown } };

/** The Set-Cookie line for the session token, if the answer set one. */
export function sessionSetCookie(res: { headers: Headers }): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith('kidventure.session_token='));
}

/** What a browser would send back: every cookie the answer set to a non-empty value. */
export function cookieFrom(res: { headers: Headers }): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export async function signUp(
  t: TestApp,
  email: string,
  extra: { password?: string; phone?: string } = {},
) {
  const res = await t.api().account['sign-up'].$post({
    json: { email, password: extra.password ?? PASSWORD, phone: extra.phone, termsAccepted: true },
  });
  const body = await expectJson(res, 201);
  return { user: body.user, cookie: cookieFrom(res) };
}

export async function signIn(t: TestApp, email: string, password = PASSWORD, rememberMe = true) {
  return t.request('/api/account/sign-in', { json: { email, password, rememberMe } });
}

export async function getMe(t: TestApp, cookie?: string) {
  return expectJson(await t.api(cookie ? { cookie } : undefined).me.$get(), 200);
}

export async function expectError(res: Response, status: number, code: string, message: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as ErrorJson;
  expect(body.error.code).toBe(code);
  expect(body.error.message).toBe(message);
  return body;
}
