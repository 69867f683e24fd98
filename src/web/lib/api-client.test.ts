import { describe, expect, it, vi } from 'vitest';
import { api, ApiError, unwrap } from './api-client';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const signIn = () =>
  unwrap(
    api.account['sign-in'].$post({
      json: { email: 'parent@example.com', password: 'pw', rememberMe: true },
    }),
  );

describe('the typed API client', () => {
  it('sends JSON to /api with same-origin credentials', async () => {
    const fetchMock = answer(200, {
      user: { id: 'u1', email: 'p@x.test' },
      onboardingComplete: true,
    });
    await expect(signIn()).resolves.toEqual({
      user: { id: 'u1', email: 'p@x.test' },
      onboardingComplete: true,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/account/sign-in');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'parent@example.com',
      password: 'pw',
      rememberMe: true,
    });
  });

  it('turns the error shape into an ApiError with field issues', async () => {
    answer(400, {
      error: {
        code: 'validation_failed',
        message: 'Please enter a valid email address',
        details: [{ path: 'email', message: 'Please enter a valid email address' }],
      },
    });
    const error = await signIn().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect((error as ApiError).fieldIssues).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(signIn()).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('copes with an answer that is not JSON', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(signIn()).rejects.toMatchObject({ status: 502, code: 'unknown' });
  });
  describe('after a 503 overloaded (refused before any work)', () => {
    const overloaded = () =>
      new Response(
        JSON.stringify({ error: { code: 'overloaded', message: 'Kidventure is very busy.' } }),
        // Retry-After 0: the test does not wait; the delay itself is shared/overload-retry's.
        { status: 503, headers: { 'retry-after': '0' } },
      );
    const signedIn = () =>
      new Response(JSON.stringify({ user: { id: 'u1' }, onboardingComplete: true }), {
        status: 200,
      });

    it('sends the same request again and answers with what comes next', async () => {
      const fetchMock = vi
        .fn(async (_input: RequestInfo | URL, _init?: RequestInit) => overloaded())
        .mockResolvedValueOnce(overloaded())
        .mockResolvedValueOnce(overloaded())
        .mockResolvedValueOnce(signedIn());
      vi.stubGlobal('fetch', fetchMock);
      await expect(signIn()).resolves.toMatchObject({ user: { id: 'u1' } });
      expect(fetchMock).toHaveBeenCalledTimes(3);
      const bodies = fetchMock.mock.calls.map(([, init]) => String(init?.body));
      expect(new Set(bodies).size).toBe(1);
    });

    it("shows the server's message once three more tries were refused too", async () => {
      const fetchMock = vi.fn(async () => overloaded());
      vi.stubGlobal('fetch', fetchMock);
      await expect(signIn()).rejects.toMatchObject({
        status: 503,
        code: 'overloaded',
        message: 'Kidventure is very busy.',
      });
      expect(fetchMock).toHaveBeenCalledTimes(4);
    });

    it('does not send again after any other 503, where the work may have begun', async () => {
      const fetchMock = answer(503, {
        error: { code: 'gateway_unavailable', message: 'The payment service did not answer.' },
      });
      await expect(signIn()).rejects.toMatchObject({ code: 'gateway_unavailable' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });
});
