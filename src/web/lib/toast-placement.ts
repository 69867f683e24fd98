/**
 * Where a toast opens, so that it covers neither the page's title nor the control the parent
 * needs next (decision 026). The next control is almost always beside the one just used (Apple
 * under Google, Unblock where Block was, Complete Payment's neighbours), so the toast takes the
 * edge of the screen away from that control; between two free edges it keeps clear of the title.
 * Toasts sit between the sticky header and whatever bar is fixed to the bottom, never over them.
 */

export type Box = { top: number; bottom: number; left: number; right: number };
export type ToastEdge = 'top' | 'bottom';
export type ToastPosition = 'top-center' | 'bottom-center' | 'top-right' | 'bottom-right';

export type ToastScene = {
  viewport: { width: number; height: number };
  /** Where the header ends: a top toast opens below it. */
  topInset: number;
  /** Height of the bars fixed to the bottom (navigation, booking bar): a bottom toast opens above them. */
  bottomInset: number;
  /** The control the parent used last (the one that raised the toast), if still known. */
  control: Box | null;
  /** The page's title, when it is on screen. */
  title: Box | null;
};

/** sonner's own breakpoint: narrower screens get a full-width toast. */
export const PHONE_MAX_WIDTH = 600;
/** Room a toast takes from its edge: its gap and a two-line toast. */
export const TOAST_SPACE = 96;
/** How far from the control just used the next one may be: a row or two of controls. */
export const NEXT_CONTROL_REACH = 96;
/** The gap between a toast and the header or bottom bar. */
export const TOAST_GAP = 12;
/** sonner's toast width on wider screens, and its distance from the right edge. */
const TOAST_WIDTH = 356;
const SIDE_OFFSET = 16;

const overlaps = (a: Box, b: Box) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/** The area a toast at this edge would cover. */
export function toastArea(scene: ToastScene, edge: ToastEdge): Box {
  const { width, height } = scene.viewport;
  const phone = width <= PHONE_MAX_WIDTH;
  const left = phone ? 0 : width - SIDE_OFFSET - TOAST_WIDTH;
  const right = phone ? width : width - SIDE_OFFSET;
  if (edge === 'top') {
    const top = scene.topInset;
    return { top, bottom: top + TOAST_SPACE, left, right };
  }
  const bottom = height - scene.bottomInset;
  return { top: bottom - TOAST_SPACE, bottom, left, right };
}

/**
 * The edge for the next toast: clear of the next control first, then of the title. On a tie, a
 * phone's toast opens at the top (below the header, where parents look for it); a wide screen's
 * in the bottom-right corner, away from the title and the page's own buttons beside it.
 */
export function chooseToastEdge(scene: ToastScene): ToastEdge {
  const usual: ToastEdge = scene.viewport.width <= PHONE_MAX_WIDTH ? 'top' : 'bottom';
  const reach = scene.control && {
    ...scene.control,
    top: scene.control.top - NEXT_CONTROL_REACH,
    bottom: scene.control.bottom + NEXT_CONTROL_REACH,
  };
  const cost = (edge: ToastEdge) => {
    const area = toastArea(scene, edge);
    return (
      (reach && overlaps(area, reach) ? 2 : 0) +
      (scene.title && overlaps(area, scene.title) ? 1 : 0)
    );
  };
  const top = cost('top');
  const bottom = cost('bottom');
  if (top !== bottom) return top < bottom ? 'top' : 'bottom';
  if (top < 2 || !scene.control) return usual;
  // Both edges are within reach of the control: the farther one.
  const middle = (scene.control.top + scene.control.bottom) / 2;
  return middle > scene.viewport.height / 2 ? 'top' : 'bottom';
}

export function toastPosition(scene: ToastScene, edge: ToastEdge): ToastPosition {
  const side = scene.viewport.width <= PHONE_MAX_WIDTH ? 'center' : 'right';
  return `${edge}-${side}`;
}
