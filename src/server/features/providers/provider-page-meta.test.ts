import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProvider, createActivity } from '../../../../tests/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/test-app';
import { createWebRoot, type WebRoot } from '../../../../tests/web-root';
import { clipText } from './provider-page-meta';

/** The built web app's page, as Vite leaves it: a default title and description. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Kidventure: discover and book camps, classes and workshops for your kids."
    />
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
  t = await createTestApp({}, { webRoot: webRoot.dir });
});
afterAll(async () => {
  await t.close();
  webRoot.remove();
});

async function page(urlPath: string) {
  const res = await t.request(urlPath, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return res.text();
}

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('GET /providers/{slug} (the shared link)', () => {
  it("fills in the provider's name, about and next activity's picture", async () => {
    const provider = await addProvider(t.db, {
      name: 'Riverdale Arts',
      description: 'Clay, paint and\nprint-making for ages 4 to 12.',
    });
    const providerId = provider.id;
    await createActivity(t.db, {
      providerId,
      inDays: -2,
      imageUrl: '/images/activities/dance-1.svg',
    });
    await createActivity(t.db, {
      providerId,
      inDays: 9,
      imageUrl: '/images/activities/music-2.svg',
    });
    await createActivity(t.db, { providerId, inDays: 4, imageUrl: '/images/activities/art-1.svg' });

    const html = await page(`/providers/${provider.slug}`);

    expect(html).toContain('<title>Riverdale Arts · Kidventure</title>');
    const about = 'Clay, paint and print-making for ages 4 to 12.';
    expect(html).toContain(`<meta name="description" content="${about}" />`);
    expect(html).toContain('<meta property="og:title" content="Riverdale Arts" />');
    expect(html).toContain(`<meta property="og:description" content="${about}" />`);
    // The soonest upcoming activity's picture, not a past one's nor a later one's.
    expect(html).toContain(
      `<meta property="og:image" content="${TEST_ORIGIN}/images/activities/art-1.svg" />`,
    );
    expect(html).toContain(
      `<meta property="og:url" content="${TEST_ORIGIN}/providers/${provider.slug}" />`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(count(html, /<title>/)).toBe(1);
    expect(count(html, /name="description"/)).toBe(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('falls back to a line about them and their latest picture when nothing is coming up', async () => {
    const provider = await addProvider(t.db, { name: `Tom's <Swim> & Splash` });
    const providerId = provider.id;
    await createActivity(t.db, {
      providerId,
      inDays: -20,
      imageUrl: '/images/activities/dance-1.svg',
    });
    await createActivity(t.db, {
      providerId,
      inDays: -3,
      imageUrl: '/images/activities/swimming-1.svg',
    });

    const html = await page(`/providers/${provider.slug}`);
    const name = 'Tom&#39;s &lt;Swim&gt; &amp; Splash';
    expect(html).toContain(`<title>${name} · Kidventure</title>`);
    expect(html).toContain(
      `<meta name="description" content="Camps, classes and workshops by ${name} on Kidventure." />`,
    );
    expect(html).toContain(
      `<meta property="og:image" content="${TEST_ORIGIN}/images/activities/swimming-1.svg" />`,
    );
    expect(html).not.toContain('<Swim>');
  });

  it('has no picture for a provider without activities (a small card)', async () => {
    const provider = await addProvider(t.db, { name: 'Brand New Club' });
    const html = await page(`/providers/${provider.slug}`);
    expect(html).toContain('<title>Brand New Club · Kidventure</title>');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it.each(['/providers/no-such-provider', '/providers/Not_A_Slug', '/providers/x/extra'])(
    'answers the plain page for %s (the app shows Provider not found)',
    async (urlPath) => {
      expect(await page(urlPath)).toBe(INDEX_HTML);
    },
  );
});

describe('clipText', () => {
  it('keeps a short text whole, on one line', () => {
    expect(clipText('Art  for\nkids.')).toBe('Art for kids.');
  });

  it('cuts a long one at a word, with an ellipsis, within the limit', () => {
    const clipped = clipText('Paint and clay, every Saturday morning', 24);
    expect(clipped).toBe('Paint and clay, every…');
    expect(clipped.length).toBeLessThanOrEqual(24);
  });
});
