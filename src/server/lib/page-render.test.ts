import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import {
  isServerRendered,
  renderWithin,
  warmUpRenderer,
  withRenderedPage,
  type PageRenderer,
  type RenderedPage,
} from './page-render';

const PAGE: RenderedPage = {
  html: '<main><h1>Pottery $& Paint</h1></main>',
  stateScript: '<script type="application/json" id="kv-page-state">{}</script>',
  status: 200,
};

/** What the renderer logged, as JSON lines. */
function capturingLogger() {
  const lines: { msg: string; path?: string }[] = [];
  const logger = createLogger('warn', { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const request = new Request('http://localhost/activities/7');

describe('renderWithin', () => {
  it("answers the renderer's page when it is in time", async () => {
    const render: PageRenderer = async () => PAGE;
    expect(await renderWithin(render, request, undefined)).toEqual(PAGE);
  });

  it('gives up on a render over its budget, aborts it and logs the path', async () => {
    const { logger, lines } = capturingLogger();
    let aborted = false;
    const render: PageRenderer = (req) =>
      new Promise((resolve) => {
        req.signal.addEventListener('abort', () => {
          aborted = true;
          resolve(PAGE);
        });
      });
    expect(await renderWithin(render, request, undefined, logger, 20)).toBeNull();
    expect(aborted).toBe(true);
    expect(lines).toMatchObject([{ path: '/activities/7', msg: expect.stringMatching(/budget/) }]);
  });

  it('turns a failed render into the shell, logged with its path', async () => {
    const { logger, lines } = capturingLogger();
    const render: PageRenderer = async () => {
      throw new Error('loader broke');
    };
    expect(await renderWithin(render, request, undefined, logger)).toBeNull();
    expect(lines).toMatchObject([{ path: '/activities/7', msg: expect.stringMatching(/failed/) }]);
  });
});

describe('withRenderedPage', () => {
  it('puts the page inside #root and its data after it, taking the markup literally', () => {
    const html = '<body><div id="root"></div></body>';
    expect(withRenderedPage(html, PAGE)).toBe(
      `<body><div id="root">${PAGE.html}</div>${PAGE.stateScript}</body>`,
    );
  });
});

describe('isServerRendered', () => {
  it('takes the public pages only', () => {
    for (const path of ['/', '/activities', '/activities/12', '/lists/shared/abc'])
      expect(isServerRendered(path), path).toBe(true);
    for (const path of ['/wallet', '/auth', '/activities/12/extra', '/lists', '/profiles/3'])
      expect(isServerRendered(path), path).toBe(false);
  });
});

describe('warmUpRenderer', () => {
  it('renders Home and Discover once as a visitor, and a failing render does not stop it', async () => {
    const seen: { path: string; cookie: string | null }[] = [];
    const render: PageRenderer = async (req) => {
      const url = new URL(req.url);
      seen.push({ path: url.pathname, cookie: req.headers.get('cookie') });
      if (url.pathname === '/') throw new Error('loader broke');
      return PAGE;
    };
    expect(await warmUpRenderer(render)).toBeGreaterThanOrEqual(0);
    expect(seen).toEqual([
      { path: '/', cookie: null },
      { path: '/activities', cookie: null },
    ]);
  });
});
