import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../src/web/entry-server';
import { PAGE_STATE_ID, type PageState } from '../src/web/lib/page-state';
import { signUp } from './accounts';
import { createTestApp, type TestApp } from './test-app';
import { createWebRoot, type WebRoot } from './web-root';
import { profiles } from '../src/server/db/schema';
import { addProvider, createActivity, signedInParent, type ActivityOverrides } from './factories';
import { expectJson } from './test-client';
import { createList, patchList } from '../src/server/features/collections/collections.test-helpers';
import { formatAges, formatPrice } from '../src/shared/display-format';
import { eq } from 'drizzle-orm';

/**
 * The server and the web app together (so this file lives outside both): the public pages
 * arrive rendered (decision 028): the HTML already holds what a visitor came
 * for, with the data it was rendered from, and anything that cannot be rendered is the plain
 * app shell, never an error page.
 */

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Kidventure</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let webRoot: WebRoot;

beforeAll(async () => {
  webRoot = createWebRoot({ 'index.html': INDEX_HTML });
  // A cold first render in a test process (React's development build) can take a second.
  t = await createTestApp({ RENDER_BUDGET_MS: '10000' }, { webRoot: webRoot.dir, renderPage });
});
afterAll(async () => {
  await t.close();
  webRoot.remove();
});

/** Ages 5–9 at $24.50, a week or more ahead (so Home and Discover list it). */
const addActivity = (fields: ActivityOverrides) =>
  createActivity(t.db, { priceCents: 2450, ageMin: 5, ageMax: 9, inDays: 8, ...fields });

/** The page as a browser gets it, and the state it carries (null for the plain shell). */
async function open(pathname: string, cookie?: string) {
  const res = await t.app.request(pathname, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_STATE_ID}">([^<]*)</script>`,
  ).exec(html);
  const state = match?.[1] ? (JSON.parse(match[1]) as PageState) : null;
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1];
  // React separates adjacent text with empty comments ('Ages <!-- -->5'): read the text as shown.
  return { res, html, state, root: (root ?? '').replaceAll('<!-- -->', '') };
}

const cachedKeys = (state: PageState | null) =>
  (state?.queries.queries ?? []).map((q) => JSON.stringify(q.queryKey));

describe('server rendering of the public pages', () => {
  it("an activity's page holds its title, price and ages, with the activity's data", async () => {
    const activity = await addActivity({ title: 'Clay Creatures Saturday' });
    const { res, state, root } = await open(`/activities/${activity.id}`);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(root).toMatch(/<h1[^>]*>Clay Creatures Saturday<\/h1>/);
    expect(root).toContain(formatPrice(2450));
    expect(root).toContain(formatAges(5, 9));
    expect(state).not.toBeNull();
    expect(cachedKeys(state).some((key) => key.includes(String(activity.id)))).toBe(true);
    // Rendered as this visitor: no shared cache may keep it.
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
  });

  it("Home shows Featured Activities' first titles, and Discover its first results", async () => {
    await addActivity({ title: 'Pottery Pals' });
    const home = await open('/');
    expect(home.state).not.toBeNull();
    expect(home.root).toContain('Featured Activities');
    expect(home.root).toContain('Pottery Pals');

    const discover = await open('/activities');
    expect(discover.state).not.toBeNull();
    expect(discover.root).toMatch(/<h1[^>]*>Discover<\/h1>/);
    expect(discover.root).toContain('Pottery Pals');
  });

  it("a signed-in parent's home is theirs", async () => {
    const { user, cookie } = await signUp(t, 'render.home@example.com');
    await t.db.update(profiles).set({ firstName: 'Robin' }).where(eq(profiles.id, user.id));
    const { state, root } = await open('/', cookie);
    expect(state).not.toBeNull();
    expect(root).toContain('Welcome, Robin');

    const visitor = await open('/');
    expect(visitor.root).not.toContain('Robin');
  });

  it("an activity's title cannot end the data script or run as script", async () => {
    const title = '</script><script>alert(1)</script><!--';
    const activity = await addActivity({ title });
    const { html, state, root } = await open(`/activities/${activity.id}`);

    // Two script elements: the app's entry and the page's data, nothing from the title.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(root).not.toContain('<script>alert');
    const cached = state?.queries.queries.find((q) =>
      JSON.stringify(q.queryKey).includes(String(activity.id)),
    );
    expect(cached?.state.data).toMatchObject({ title });
  });

  it("a shared list's page shows its name to anyone with the link", async () => {
    const owner = await signedInParent(t);
    const list = await createList(t, owner, { name: 'Rainy Saturdays' });
    const shared = await expectJson(await patchList(t, owner, list.id, { isShared: true }), 200);
    const { state, root } = await open(`/lists/shared/${shared.shareToken ?? ''}`);
    expect(state).not.toBeNull();
    expect(root).toContain('Rainy Saturdays');
  });

  it("a provider's page holds its name, about, places and upcoming activities", async () => {
    const provider = await addProvider(t.db, {
      name: 'Harbourfront Kites',
      description: 'Kites and wind for ages 5 and up.',
      website: 'https://harbourfront-kites.example',
    });
    const at = { providerId: provider.id, locationName: 'Harbour Park', address: '1 Harbour St' };
    await addActivity({ ...at, title: 'Kite Building' });
    await addActivity({ ...at, title: 'Long Gone Kites', inDays: -5 });
    const { res, state, root } = await open(`/providers/${provider.slug}`);

    expect(res.status).toBe(200);
    expect(state).not.toBeNull();
    expect(root).toMatch(/<h1[^>]*>Harbourfront Kites<\/h1>/);
    expect(root).toContain('Kites and wind for ages 5 and up.');
    expect(root).toContain('href="https://harbourfront-kites.example/"');
    expect(root).toContain('1 Harbour St');
    expect(root).toContain('Kite Building');
    expect(root).not.toContain('Long Gone Kites');
    expect(cachedKeys(state).some((key) => key.includes(provider.slug))).toBe(true);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('an unknown activity, provider or shared list is the plain shell, answered 200 for the browser to explain', async () => {
    const unknown = [
      '/activities/999999',
      '/providers/no-such-provider',
      `/lists/shared/${'x'.repeat(32)}`,
    ];
    for (const pathname of unknown) {
      const { res, html, state } = await open(pathname);
      expect(res.status, pathname).toBe(200);
      expect(state, pathname).toBeNull();
      expect(html, pathname).toContain('<div id="root"></div>');
    }
  });

  it('private screens are never rendered on the server', async () => {
    const { cookie } = await signUp(t, 'render.private@example.com');
    for (const pathname of ['/wallet', '/bookings', '/profiles', '/auth']) {
      const { res, state } = await open(pathname, cookie);
      expect(res.status, pathname).toBe(200);
      expect(state, pathname).toBeNull();
      expect(res.headers.get('cache-control'), pathname).toBe('no-cache');
    }
  });
});
