import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/test-app';
import { createWebRoot, type WebRoot } from '../../../../tests/web-root';
import type { Activity } from '../../../shared/schemas/activity';
import { activities, providers } from '../../db/schema';
import { activitySummary } from './activity-page-meta';

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
let providerId: number;

beforeAll(async () => {
  webRoot = createWebRoot({
    'index.html': INDEX_HTML,
    'assets/index-abc123.js': 'console.log("app")',
  });
  t = await createTestApp({}, { webRoot: webRoot.dir });
  const [provider] = await t.db
    .insert(providers)
    .values({ slug: 'riverdale-arts', name: 'Riverdale Arts' })
    .returning({ id: providers.id });
  providerId = provider?.id ?? 0;
});
afterAll(async () => {
  await t.close();
  webRoot.remove();
});

let nextRef = 1;
async function addActivity(overrides: Partial<typeof activities.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(activities)
    .values({
      providerId,
      externalRef: `test:${nextRef++}`,
      title: 'Clay Creatures',
      type: 'Art & Crafts',
      locationName: 'Riverdale Community Centre',
      address: '550 Gerrard St E, Toronto',
      lat: 43.667,
      lng: -79.352,
      imageUrl: '/images/activities/art-1.svg',
      priceCents: 2500,
      date: '2026-11-21',
      startTime: '09:30',
      endTime: '11:00',
      ageMin: 4,
      ageMax: 8,
      capacity: 12,
      spotsLeft: 12,
      ...overrides,
    })
    .returning({ id: activities.id });
  if (!row) throw new Error('activity not inserted');
  return row.id;
}

async function page(urlPath: string) {
  const res = await t.request(urlPath, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return res.text();
}

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('activitySummary', () => {
  it('sums up a program of several sessions by its schedule and what its price is for', () => {
    const term: Activity = {
      id: 1,
      title: 'Saturday Chess Club',
      description: null,
      provider: { id: 1, slug: 'knights', name: 'Knights', siblingDiscountPercent: null },
      type: 'Science',
      tags: [],
      location: { name: 'High Park', address: '1 Park Rd', lat: 43.6, lng: -79.4 },
      imageUrl: '/x.svg',
      priceCents: 14000,
      bookingMode: 'term',
      dropInPriceCents: null,
      sessionCount: 8,
      lastDate: '2027-02-27',
      weekdays: [6],
      date: '2027-01-09',
      startTime: '09:00',
      endTime: '10:00',
      ageMin: 4,
      ageMax: 8,
      capacity: 10,
      spotsLeft: 10,
    };
    expect(activitySummary(term)).toBe(
      '8 Saturdays · from Jan 9, 9:00 AM at High Park. $140 per child per term, ages 4–8.',
    );
  });
});

describe('GET /activities/{id} (the shared link)', () => {
  it("fills in the activity's title, summary and Open Graph / Twitter card tags", async () => {
    const id = await addActivity();
    const html = await page(`/activities/${id}`);

    expect(html).toContain('<title>Clay Creatures · Kidventure</title>');
    const summary =
      'Saturday, November 21, 2026, 9:30 AM – 11:00 AM at Riverdale Community Centre. $25 per child, ages 4–8.';
    expect(html).toContain(`<meta name="description" content="${summary}" />`);
    expect(html).toContain('<meta property="og:title" content="Clay Creatures" />');
    expect(html).toContain(`<meta property="og:description" content="${summary}" />`);
    expect(html).toContain(
      `<meta property="og:image" content="${TEST_ORIGIN}/images/activities/art-1.svg" />`,
    );
    expect(html).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/activities/${id}" />`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:site_name" content="Kidventure" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');

    // The defaults are replaced, not doubled; the app itself is untouched.
    expect(count(html, /<title>/)).toBe(1);
    expect(count(html, /name="description"/)).toBe(1);
    expect(html).not.toContain('discover and book camps');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(html).toContain('<div id="root"></div>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes every value, so a title cannot add markup or break out of an attribute', async () => {
    const id = await addActivity({
      title: `<script>alert("hi")</script> Tom's "Best" Art & Craft $& $'`,
      locationName: 'Studio <b>5</b>',
      priceCents: 0,
      ageMin: 0,
      ageMax: 3,
    });
    const html = await page(`/activities/${id}`);
    const title = `&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; Tom&#39;s &quot;Best&quot; Art &amp; Craft $&amp; $&#39;`;
    expect(html).toContain(`<title>${title} · Kidventure</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain('at Studio &lt;b&gt;5&lt;/b&gt;. Free, ages 0–3.');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>5');
    expect(count(html, /<script/)).toBe(1);
  });

  it('keeps a picture that is already an absolute address', async () => {
    const id = await addActivity({ imageUrl: 'https://images.example.com/pottery.jpg' });
    const html = await page(`/activities/${id}`);
    expect(html).toContain(
      '<meta property="og:image" content="https://images.example.com/pottery.jpg" />',
    );
  });

  it.each(['/activities/99999999', '/activities/abc', '/activities/1e3', '/activities/0'])(
    'answers the plain page for %s (the app shows Activity not found)',
    async (urlPath) => {
      expect(await page(urlPath)).toBe(INDEX_HTML);
    },
  );

  it('answers the plain page everywhere else', async () => {
    const id = await addActivity();
    for (const urlPath of ['/', '/activities', '/kids', `/activities/${id}/discussion`]) {
      expect(await page(urlPath)).toBe(INDEX_HTML);
    }
  });

  it('still serves the built files themselves', async () => {
    const res = await t.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log("app")');
  });
});
