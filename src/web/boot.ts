import './styles.css';
import { holdEarlyTaps } from './lib/early-taps';
import { PAGE_STATE_ID } from './lib/page-state';

/**
 * How long a rendered page's images may hold the app back after the first paint: a slow image
 * must not leave the page's buttons dead.
 */
const IMAGES_WAIT_MS = 2000;

/**
 * The page's first script (decision 029). A page the server rendered is shown before the app's
 * code is fetched and evaluated: on a slow phone that code competes with the page's images for the
 * network and its evaluation takes hundreds of milliseconds, and the parent should see the page
 * meanwhile, not wait for it. The app's shell (no page rendered) starts the app at once.
 */
function afterPageShown(run: () => void) {
  const rendered = document.getElementById(PAGE_STATE_ID) !== null;
  // The shell has nothing to show before the app, and a hidden tab paints nothing to wait for.
  if (!rendered || document.visibilityState === 'hidden') {
    run();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  // A tab hidden before the page is shown never shows it, so hiding starts the app too.
  document.addEventListener('visibilitychange', once, { once: true });
  afterFirstContentfulPaint(() => {
    if (document.readyState === 'complete') {
      once();
      return;
    }
    // The images the page came with (its largest one among them) before the app's code.
    window.addEventListener('load', once, { once: true });
    setTimeout(once, IMAGES_WAIT_MS);
  });
}

/**
 * Calls `then` once the page's first contentful frame is on screen. The browser reports that
 * paint when the frame is presented; a frame's own callbacks (requestAnimationFrame) run before
 * it is drawn, and code asked for from there could still be fetched ahead of the paint.
 */
function afterFirstContentfulPaint(then: () => void) {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  // Buffered: a paint before this script ran is reported too.
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

// A tap on the rendered page before the app is ready is held and made again then (decision 041).
const root = document.getElementById('root');
if (root && document.getElementById(PAGE_STATE_ID)) holdEarlyTaps(root);

/**
 * React's DOM renderer is most of the app's code. Asked for on its own, it is evaluated in a task of
 * its own as soon as it arrives; so are the app's routes (with the loaders' queries) and the rest
 * of the app: shorter tasks instead of one long one, so a tap during start-up waits less.
 */
afterPageShown(() => {
  void import('react-dom/client');
  void import('./app/router');
  void import('./main');
});
