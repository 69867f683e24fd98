import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
// One data folder per port, so two runs on different ports never share a database.
const dataDir = `.e2e-data-${port}`;
/** The stand-in geocoder (e2e/geocoder-stub.ts). */
const geocoderPort = port + 50;
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // CI runs two emulated browsers, the app and its database on two cores: a screen's first render
  // there can take several seconds (Discover's list on the phone project took 5–8 s). Assertions
  // still wait for the state they name; they are only more patient than the 5 s / 30 s defaults.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Locally a failing test keeps its trace to open. CI keeps only its log, and recording a trace
    // of every test cost a third of the browser step: 53 tests took 2.9–3.0 min with it, 1.9 min
    // without.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      // Every journey runs once, here: parents book on their phones first. A test of what only a
      // wide screen has is tagged '@desktop-only' and runs on the desktop project alone.
      name: 'phone',
      grepInvert: /@desktop-only/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        // The phone's layout at one device pixel per CSS pixel: with no GPU, Chromium draws every
        // pixel on the CPU, and the Pixel's 2.625 drew 6.9 times as many for the same layout.
        deviceScaleFactor: 1,
        launchOptions: chromium,
      },
    },
    {
      // Only what a wide screen does differently, tagged '@desktop' in the specs:
      // - the axe checks of what a wide screen lays out otherwise (a11y.spec.ts, and each screen's
      //   accessibility test): the sidebar, the header's search field and the two-column pages are
      //   other markup to audit; a dialog or the auth card scanned alone is the same at any width;
      // - the sidebar in place of the bottom bar (shell.spec.ts: each screen's navigation, the
      //   tab order, the account menu from the keyboard);
      // - the map, which starts by itself beside the list (discover.spec.ts);
      // - the activity page's summary, a side column whose Book Now explains itself
      //   (activity-detail.spec.ts);
      // - the booking summary's price details in a side column, with a sibling discount's lines
      //   (sibling-discount.spec.ts);
      // - a provider's page, whose about and places sit in a side column beside the activities
      //   (provider-page.spec.ts);
      // - Home's grids of cards (home.spec.ts) and the header's search field with its Ctrl+K hint
      //   (search-palette.spec.ts);
      // - the ways to KidCurator: Home's My Kids beside This Week, the palette from the header's
      //   field (reaching-kid-curator.spec.ts), and a card's focus outline in a grid, not a row
      //   (finder-location-and-focus.spec.ts).
      name: 'desktop',
      grep: /@desktop/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      // A fresh embedded database for every run.
      command: `rm -rf ${dataDir} && node scripts/build-if-needed.mjs && node --import tsx src/server/main.ts`,
      url: `http://localhost:${port}/api/me`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '1000',
        // Pages must come rendered in these tests, also on a busy machine (production: 300 ms).
        RENDER_BUDGET_MS: '5000',
        // Two browsers share the server's two cores, so a request may wait its turn for seconds:
        // that is this machine, not overload under test (the bench's busy run measures that;
        // decision 039). Production turns a request away after 500 ms in the queue.
        API_QUEUE_WAIT_MS: '15000',
        APP_URL: `http://localhost:${port}`,
        GEOCODER_URL: `http://localhost:${geocoderPort}`,
        // The journeys never use the internet: every map tile is the server's transparent one.
        MAP_TILE_UPSTREAM: 'off',
      },
    },
    {
      // Answers the app's reverse geocoding like Nominatim (e2e/geocoder-stub.ts).
      command: 'node --import tsx e2e/geocoder-stub.ts',
      url: `http://localhost:${geocoderPort}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { GEOCODER_STUB_PORT: String(geocoderPort) },
    },
  ],
});
