import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { placeToast as PlaceToast } from './toast-scene';

let placeToast: typeof PlaceToast;

/** A bar whose place on screen the test moves, as layout would (jsdom lays nothing out). */
function barAt(edge: 'top' | 'bottom', box: { top: number; bottom: number }) {
  const bar = document.createElement('div');
  bar.dataset.toastEdge = edge;
  const place = { ...box };
  bar.getBoundingClientRect = () =>
    ({ ...place, left: 0, right: window.innerWidth, width: window.innerWidth }) as DOMRect;
  document.body.append(bar);
  return { moveTo: (next: { top: number; bottom: number }) => Object.assign(place, next) };
}

const offset = (name: '--toast-top' | '--toast-bottom') =>
  document.documentElement.style.getPropertyValue(name);

describe('the toaster follows the bars while a toast shows', () => {
  // Frames and the clock are the test's: each test lets the toast's life run out at its end. Each
  // starts from a page where no toast has shown: the module's own, not one an earlier test file
  // in this worker left following the bars on the real clock.
  beforeEach(async () => {
    vi.resetModules();
    ({ placeToast } = await import('./toast-scene'));
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'Date'] });
  });
  afterEach(() => {
    vi.advanceTimersByTime(7000);
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('opens below the header and the bar under it, above a bottom bar', () => {
    barAt('top', { top: 0, bottom: 65 });
    barAt('top', { top: 65, bottom: 124 });
    barAt('bottom', { top: window.innerHeight - 64, bottom: window.innerHeight });
    placeToast();
    expect(offset('--toast-top')).toBe('136px');
    expect(offset('--toast-bottom')).toBe('76px');
  });

  it('moves with a bar that moves without a scroll (a form closing above it), then stops', () => {
    const bar = barAt('top', { top: 65, bottom: 124 });
    placeToast();
    expect(offset('--toast-top')).toBe('136px');

    bar.moveTo({ top: 96, bottom: 155 });
    vi.advanceTimersToNextFrame();
    expect(offset('--toast-top')).toBe('167px');

    // Once the toast has gone, nothing measures the page on every frame.
    vi.advanceTimersByTime(7000);
    bar.moveTo({ top: 65, bottom: 124 });
    vi.advanceTimersToNextFrame();
    expect(offset('--toast-top')).toBe('167px');
  });
});
