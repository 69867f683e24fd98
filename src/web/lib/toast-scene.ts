import {
  chooseToastEdge,
  TOAST_GAP,
  toastPosition,
  type Box,
  type ToastPosition,
  type ToastScene,
} from './toast-placement';

/**
 * Reads the screen for toast-placement.ts: the bars marked `data-toast-edge="top"` or
 * `"bottom"` (the header, the phone's navigation, the booking bar), the page's h1 and the
 * control the parent used last.
 */

const INTERACTIVE =
  'button, a, input, select, textarea, label, [role="button"], [role="tab"], [role="option"], [role="menuitem"], [role="checkbox"], [role="switch"]';

const boxOf = (element: Element): Box => {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return { top, bottom, left, right };
};
const isShown = (box: Box) => box.bottom > box.top && box.right > box.left;

let lastControl: { element: Element; box: Box } | null = null;
let tracking = false;
/** A toast lives 5 s: offsets follow the bars only until the last one raised has gone. */
const TOAST_LIFE_MS = 6000;
let followUntil = 0;
let following = false;

/** Remembers the control the parent last pressed or moved focus to (once per page). */
export function trackToastScene(doc: Document = document) {
  if (tracking) return;
  tracking = true;
  const remember = (target: EventTarget | null) => {
    if (!(target instanceof Element) || target === doc.body) return;
    const element = target.closest(INTERACTIVE) ?? target;
    const box = boxOf(element);
    // A region that took focus (a page's main, a dialog) is not a control to keep clear of.
    const height = doc.defaultView?.innerHeight ?? 0;
    if (box.bottom - box.top > height / 3) return;
    lastControl = { element, box };
  };
  doc.addEventListener('pointerdown', (event) => remember(event.target), true);
  doc.addEventListener('focusin', (event) => remember(event.target), true);
}

/**
 * While a toast can be showing, keeps the toaster's offsets clear of the bars once a frame: they
 * stick and unstick as the page scrolls, and move when the page changes under them (a form that
 * closes and shortens the page) with no scroll event at all.
 */
function followBars(doc: Document) {
  followUntil = Date.now() + TOAST_LIFE_MS;
  const view = doc.defaultView;
  if (following || !view) return;
  following = true;
  const frame = () => {
    if (Date.now() > followUntil) {
      following = false;
      return;
    }
    setOffsets(doc, edgeInsets(doc, view.innerHeight));
    view.requestAnimationFrame(frame);
  };
  view.requestAnimationFrame(frame);
}

/** The last control where it is now, or where it was when used if it has gone (a closed dialog's button). */
function controlBox(): Box | null {
  if (!lastControl) return null;
  if (lastControl.element.isConnected) {
    const now = boxOf(lastControl.element);
    if (isShown(now)) return now;
  }
  return lastControl.box;
}

/**
 * How far the bars on each edge reach: the header and a bar under it (the wallet's 'Back to your
 * booking'), the phone's navigation and the booking bar on it. Only bars in the half of the
 * screen next to their edge count (on a wide screen the booking bar is a sidebar, not an edge).
 */
function edgeInsets(doc: Document, height: number) {
  let topInset = 0;
  let bottomInset = 0;
  for (const bar of doc.querySelectorAll('[data-toast-edge]')) {
    const box = boxOf(bar);
    if (!isShown(box) || box.bottom <= 0 || box.top >= height) continue;
    if (bar.getAttribute('data-toast-edge') === 'top' && box.bottom < height / 2) {
      topInset = Math.max(topInset, box.bottom);
    } else if (bar.getAttribute('data-toast-edge') === 'bottom' && box.top > height / 2) {
      bottomInset = Math.max(bottomInset, height - box.top);
    }
  }
  return { topInset, bottomInset };
}

/** Sets the toaster's offsets (CSS variables read by sonner-toaster.tsx) clear of the bars. */
function setOffsets(doc: Document, insets: { topInset: number; bottomInset: number }) {
  const root = doc.documentElement.style;
  // Only on a change: a custom property on the root restyles the whole page.
  const top = `${Math.round(insets.topInset + TOAST_GAP)}px`;
  const bottom = `${Math.round(insets.bottomInset + TOAST_GAP)}px`;
  if (root.getPropertyValue('--toast-top') !== top) root.setProperty('--toast-top', top);
  if (root.getPropertyValue('--toast-bottom') !== bottom)
    root.setProperty('--toast-bottom', bottom);
}

function visibleTitle(doc: Document, height: number): Box | null {
  const h1 = doc.querySelector('main h1') ?? doc.querySelector('h1');
  if (!h1) return null;
  const box = boxOf(h1);
  return isShown(box) && box.bottom > 0 && box.top < height ? box : null;
}

/**
 * Measures the screen, sets the toaster's offsets and answers the position for a toast raised now.
 */
export function placeToast(doc: Document = document): ToastPosition {
  const view = doc.defaultView;
  const viewport = { width: view?.innerWidth ?? 0, height: view?.innerHeight ?? 0 };
  const scene: ToastScene = {
    viewport,
    ...edgeInsets(doc, viewport.height),
    control: controlBox(),
    title: visibleTitle(doc, viewport.height),
  };
  setOffsets(doc, scene);
  followBars(doc);
  return toastPosition(scene, chooseToastEdge(scene));
}
