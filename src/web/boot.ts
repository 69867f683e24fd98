import './styles.css';
import { PAGE_STATE_ID } from './lib/page-state';

/**
 * The page's first script (decision 029). A page the server rendered is painted before the app's
 * code is fetched and evaluated: on a slow phone that code competes with the page's images for the
 * network and its evaluation takes hundreds of milliseconds, and the parent should see the page
 * meanwhile, not wait for it. The app's shell (no page rendered) starts the app at once.
 */
function afterFirstPaint(run: () => void) {
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
  // The frame's callbacks run just before its paint; the task after them, just after it. A tab
  // hidden before that frame never paints it, so hiding starts the app too.
  requestAnimationFrame(() => setTimeout(once, 0));
  document.addEventListener('visibilitychange', once, { once: true });
}

/**
 * React's DOM renderer is most of the app's code. Asked for on its own, it is evaluated in a task of
 * its own as soon as it arrives, and the rest of the app in another: two shorter tasks instead of
 * one long one, so a tap during start-up waits less.
 */
afterFirstPaint(() => {
  void import('react-dom/client');
  void import('./main');
});
