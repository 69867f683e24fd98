/** What Radix's focus scope counts as a place for the focus, links left out as it leaves them. */
const CANDIDATES = 'button, input, select, textarea, [tabindex]';

function firstFocusable(container: HTMLElement): HTMLElement | null {
  for (const element of container.querySelectorAll<HTMLElement>(CANDIDATES)) {
    if (element.tabIndex < 0 || element.hidden || element.matches(':disabled')) continue;
    if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
    if (element.checkVisibility?.({ checkVisibilityCSS: true }) === false) continue;
    return element;
  }
  return null;
}

/**
 * For a dialog's `onOpenAutoFocus`: moves the focus into the dialog on the next frame, to its
 * first field or button (or the dialog itself), as Radix would have done at once. Radix moves it
 * inside the commit that opens the dialog, and focusing makes the browser lay out the page there
 * and then; on the next frame that layout is the frame's own, and the opening a shorter task.
 */
export function focusAfterPaint(event: Event) {
  event.preventDefault();
  const container = event.currentTarget;
  if (!(container instanceof HTMLElement)) return;
  requestAnimationFrame(() => {
    if (!container.isConnected || container.contains(document.activeElement)) return;
    const target = firstFocusable(container) ?? container;
    target.focus({ preventScroll: true });
    if (target instanceof HTMLInputElement) target.select();
  });
}
