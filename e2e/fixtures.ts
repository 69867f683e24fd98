import { randomUUID } from 'node:crypto';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';

/** A parent's credentials; every test makes its own account, so tests never share one. */
export type Parent = { email: string; password: string };

export const PASSWORD = 'sunny-days-ahead-1';

/** A fresh, lower-case e-mail; the prefix's first letter is the avatar letter. */
export function uniqueEmail(prefix = 'parent'): string {
  return `${prefix}.${randomUUID()}@example.com`;
}

/** The sonner toast whose title is `title` (one is shown at a time). */
export function toast(page: Page, title: string): Locator {
  return (
    page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      // A replaced toast stays in the list while it animates out; at most one is shown at a time.
      .and(page.locator(':not([data-removed="true"]):not([data-visible="false"])'))
      .filter({ has: page.getByText(title, { exact: true }) })
  );
}

/** The password input itself: "Show password" / "Hide password" buttons also carry the word. */
export function passwordInput(page: Page, label = 'Password'): Locator {
  return page.getByLabel(label, { exact: true });
}

/** Signs up through the auth screen and waits for onboarding step 1 (signed in). */
export async function signUp(
  page: Page,
  { email = uniqueEmail(), password = PASSWORD, phone }: Partial<Parent> & { phone?: string } = {},
): Promise<Parent> {
  await page.goto('/auth?mode=sign_up');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordInput(page).fill(password);
  if (phone) await page.getByRole('textbox', { name: /^Phone/ }).fill(phone);
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/onboarding/welcome');
  return { email, password };
}

/** Fills and submits the sign-in form on /auth; the caller asserts the outcome. */
export async function submitSignIn(page: Page, { email, password }: Parent): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Kidventure' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordInput(page).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Factory: creates an account through the API. With `page.request` the page's browser context
 * gets the session cookie (signed in); with the `request` fixture it stays signed out.
 */
export async function createParent(
  request: APIRequestContext,
  { email = uniqueEmail(), password = PASSWORD }: Partial<Parent> = {},
): Promise<Parent> {
  const response = await request.post('/api/account/sign-up', {
    data: { email, password, termsAccepted: true },
    // The API refuses state-changing requests from another origin (CSRF defence).
    headers: { origin: appOrigin() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password };
}

/** The app's origin, from the project's baseURL. */
export function appOrigin(): string {
  const { baseURL } = base.info().project.use;
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
  return new URL(baseURL).origin;
}

/** Opens the account menu from the header avatar and returns the menu. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** The spec's phone range, up to 640 px wide (the app's sm breakpoint is 641 px). */
export const isPhoneLayout = (page: Page) => (page.viewportSize()?.width ?? 0) <= 640;

/**
 * Discover's map, started: on a phone it starts on 'Show Map' (decision 033), on wider screens by
 * itself once the page has been taken over.
 */
export async function startedMap(page: Page): Promise<Locator> {
  const map = page.getByRole('region', { name: 'Map of activities' });
  if (isPhoneLayout(page)) await map.getByRole('button', { name: 'Show Map' }).click();
  return map;
}

/**
 * Moves the page's clock on by `ms`, firing every timer due meanwhile, then lets the page finish
 * what those timers started: for a look at something that must not appear once a delay has
 * passed, wait for the page's time, not the test's. React shows what a timer set in a task of its
 * own, and content that loads lazily up to 300 ms later on its own timer (its Suspense throttle),
 * so the clock runs on by that much and one more task goes by. The clock must be installed
 * (`page.clock.install()`) before the page loads.
 */
export async function runPageClock(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  for (const settle of [REACT_SUSPENSE_THROTTLE_MS, 0]) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
    if (settle) await page.clock.runFor(settle);
  }
}
const REACT_SUSPENSE_THROTTLE_MS = 300;

/**
 * Journeys that are not about the location dialog answer it as 'Skip for Now' did earlier in the
 * visit: Discover opens it by itself for a visitor with no location, and a modal dialog would take
 * the clicks meant for the page behind it.
 */
export async function skipLocationPrompt(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('kidventure.locationPromptSkipped', '1'));
}

/** The main navigation: a bottom bar on phones, a sidebar on wide screens. */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Presses Tab until `target` has the focus (at most `max` presses). */
export async function tabTo(page: Page, target: Locator, max = 20): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

type Fixtures = {
  /** A fresh account that exists but is not signed in on the page. */
  parent: Parent;
  /** A fresh account signed in on the page (cookie set through page.request). */
  signedInParent: Parent;
  /** Fails the test on an uncaught page error or a console error (see STYLE: no stray errors). */
  noConsoleErrors: void;
  /** Fails the test when the page breaks its Content-Security-Policy (a blocked script, style, image…). */
  noCspViolations: void;
};

/**
 * A page the server rendered shows before its buttons work: every navigation by URL (goto,
 * reload) waits for the app to take the page over (<html data-app-ready>, set by main.tsx).
 * The test's own page has it; a page a test opens in another context needs it too.
 */
export function waitingForApp(page: Page): Page {
  const waitForApp = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html'))
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => waitForApp(await goto(url, options));
  page.reload = async (options) => waitForApp(await reload(options));
  return page;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    await use(waitingForApp(page));
  },
  parent: async ({ request }, use) => {
    await use(await createParent(request));
  },
  signedInParent: async ({ page }, use) => {
    await use(await createParent(page.request));
  },
  noConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        // A 4xx answer the test provokes on purpose (wrong password…) is logged by the browser
        // itself; the UI's handling of it is what the tests assert.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(`console.error: ${message.text()}`);
        }
      });
      await use();
      expect(errors, 'no errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
  noCspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      // The browser's own report of each violation, whatever the console shows of it.
      await page.exposeFunction('__kidventureCspViolation', (line: string) =>
        violations.push(line),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __kidventureCspViolation(line: string): void })
            .__kidventureCspViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await use();
      expect(violations, 'no Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
