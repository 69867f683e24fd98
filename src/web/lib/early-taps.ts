/**
 * A tap on a rendered page before the app has taken it over (decision 041). The server's HTML
 * shows the page's buttons (the heart, the ⋮ menu, 'Choose who's going') seconds before a busy
 * phone has run the code behind them, and a tap on one then did nothing. From the moment the
 * page's first script runs, such a tap is held instead: the button shows it is on its way
 * (`aria-busy`, `data-tap-held`), and once `<html data-app-ready>` is set the tap is made again on
 * that same button, so the parent's tap does what it would have done. A second tap on a held
 * button is the same tap (a heart tapped twice while waiting is saved once, not saved and
 * removed). Links need nothing: the browser follows them without the app.
 */

const HELD = 'tapHeld';
/** The events of a tap; React and Radix act on these (a Radix menu opens on pointerdown). */
const TAP_EVENTS = ['pointerdown', 'pointerup', 'click'] as const;

const appReady = () => document.documentElement.dataset.appReady !== undefined;

function buttonOf(target: EventTarget | null, root: HTMLElement): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  return button && !button.disabled && root.contains(button) ? button : null;
}

/** Holds the taps on `root`'s buttons until the app is ready, then makes them again. */
export function holdEarlyTaps(root: HTMLElement) {
  const held: HTMLButtonElement[] = [];

  const hold = (event: Event) => {
    if (appReady()) return;
    const button = buttonOf(event.target, root);
    if (!button) return;
    // Not to React half-way through taking the page over: the replay below is the tap.
    event.stopPropagation();
    if (event.type !== 'click') return;
    // A form's button must not submit the page the old way.
    event.preventDefault();
    if (held.includes(button)) return;
    held.push(button);
    // 'busy' when aria-busy is ours to take off again.
    button.dataset[HELD] = button.hasAttribute('aria-busy') ? '' : 'busy';
    if (button.dataset[HELD]) button.setAttribute('aria-busy', 'true');
  };
  for (const type of TAP_EVENTS) document.addEventListener(type, hold, true);

  const observer = new MutationObserver(() => {
    if (!appReady()) return;
    observer.disconnect();
    for (const type of TAP_EVENTS) document.removeEventListener(type, hold, true);
    // The task after the first commit: what React renders again at once has been rendered.
    setTimeout(() => held.splice(0).forEach(replayTap), 0);
  });
  observer.observe(document.documentElement, { attributeFilter: ['data-app-ready'] });
}

/** The tap again, as a pointer makes it; a button the app has since removed or disabled is left. */
function replayTap(button: HTMLButtonElement) {
  if (button.dataset[HELD]) button.removeAttribute('aria-busy');
  delete button.dataset[HELD];
  if (!button.isConnected || button.disabled) return;
  const pointer = { bubbles: true, cancelable: true, button: 0, isPrimary: true };
  button.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, pointerType: 'mouse' }));
  button.dispatchEvent(new PointerEvent('pointerup', { ...pointer, pointerType: 'mouse' }));
  button.click();
}
