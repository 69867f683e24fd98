import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../src/web/entry-server';
import { PAGE_STATE_ID } from '../src/web/lib/page-state';
import { signUp } from './accounts';
import { createActivity, type ActivityOverrides } from './factories';
import { createTestApp, type TestApp } from './test-app';
import { createWebRoot, type WebRoot } from './web-root';

/**
 * Issue 31: a visitor's public page is rendered once and served again until something changes
 * through the API, or until VISITOR_PAGE_CACHE_MS passes (changes made elsewhere). A parent's
 * request (with a cookie) is always rendered as theirs.
 */

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

let t: TestApp;
let webRoot: WebRoot;

beforeAll(async () => {
  webRoot = createWebRoot({ 'index.html': INDEX_HTML });
  t = await createTestApp(
    { RENDER_BUDGET_MS: '10000', VISITOR_PAGE_CACHE_MS: '60000' },
    { webRoot: webRoot.dir, renderPage },
  );
});
afterAll(async () => {
  await t.close();
  webRoot.remove();
});

const addActivity = (fields: ActivityOverrides) =>
  createActivity(t.db, { priceCents: 2450, ageMin: 5, ageMax: 9, inDays: 8, ...fields });

/** The rendered page inside #root, as a browser gets it. */
async function pageAt(pathname: string, cookie?: string) {
  const res = await t.app.request(pathname, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  expect(html).toContain(`id="${PAGE_STATE_ID}"`);
  return html.slice(html.indexOf('<div id="root">'));
}

describe("a visitor's page, kept", () => {
  it('is served again as it was, until a change answered through the API', async () => {
    await addActivity({ title: 'Pottery Pals' });
    const first = await pageAt('/');
    expect(first).toContain('Pottery Pals');

    // Written straight into the database, as another instance or an import would: not seen yet.
    await addActivity({ title: 'Lantern Makers' });
    expect(await pageAt('/')).toBe(first);

    // Any change this instance answers (here a sign-up) renders the pages anew.
    await signUp(t, 'kept.page@example.com');
    expect(await pageAt('/')).toContain('Lantern Makers');
  });

  it("is never a parent's: a request with a cookie is rendered as itself", async () => {
    const { cookie } = await signUp(t, 'kept.parent@example.com');
    const kept = await pageAt('/activities');
    await addActivity({ title: 'Origami Owls' });

    expect(await pageAt('/activities', cookie)).toContain('Origami Owls');
    expect(await pageAt('/activities')).toBe(kept);
  });
});
