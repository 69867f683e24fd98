/** A parent the benches sign up over HTTP, as the app's own sign-up form does. */
export type BenchParent = { userId: string; cookie: string };

/**
 * Signs up `email` on the app at `url` (the password is hashed, so callers batch a few at a
 * time) and returns the parent's id and the Cookie header that carries their session.
 */
export async function signUpBenchParent(url: string, email: string): Promise<BenchParent> {
  const res = await fetch(`${url}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify({ email, password: 'correct horse 1', termsAccepted: true }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}`);
  const { user } = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  if (!cookie.includes('session_token=')) throw new Error('sign-up set no session cookie');
  return { userId: user.id, cookie };
}
