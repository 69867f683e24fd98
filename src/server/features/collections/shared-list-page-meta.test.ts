import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/test-app';
import { createWebRoot, type WebRoot } from '../../../../tests/web-root';
import { expectJson } from '../../../../tests/test-client';
import { signedInParent, type Parent } from '../../../../tests/factories';
import { createList, patchList } from './collections.test-helpers';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Kidventure" />
    <title>Kidventure</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let webRoot: WebRoot;
let owner: Parent;

beforeAll(async () => {
  webRoot = createWebRoot({ 'index.html': INDEX_HTML });
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { webRoot: webRoot.dir });
  owner = await signedInParent(t);
});
afterAll(async () => {
  await t.close();
  webRoot.remove();
});

const page = async (pathname: string) => (await t.app.request(`${TEST_ORIGIN}${pathname}`)).text();

describe("a shared list's link preview", () => {
  it('carries its name and description (escaped), and nothing once the link is dead', async () => {
    const list = await createList(t, owner, { name: 'Rainy <b>"Saturdays"</b>' });
    const shared = await expectJson(await patchList(t, owner, list.id, { isShared: true }), 200);
    const url = `/lists/shared/${shared.shareToken ?? ''}`;

    const html = await page(url);
    const title = 'Rainy &lt;b&gt;&quot;Saturdays&quot;&lt;/b&gt;';
    expect(html).toContain(`<title>${title} · Kidventure</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain(`<meta property="og:url" content="${TEST_ORIGIN}${url}" />`);
    expect(html).toContain('list on Kidventure: 0 activities.');
    expect(html).not.toContain('<b>');

    await patchList(t, owner, list.id, { isShared: false });
    const dead = await page(url);
    expect(dead).toContain('<title>Kidventure</title>');
    expect(dead).not.toContain('og:title');
  });
});
