import { describe, expect, it } from 'vitest';
import {
  chooseToastEdge,
  toastArea,
  toastPosition,
  type Box,
  type ToastScene,
} from './toast-placement';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
/** A full-width row on a phone, from `top` down `height` pixels. */
const row = (top: number, height = 48, left = 16, right = 374): Box => ({
  top,
  bottom: top + height,
  left,
  right,
});
/** A phone page: the 65 px header, the 57 px bottom navigation, its title just below the header. */
const phonePage = (scene: Partial<ToastScene> = {}): ToastScene => ({
  viewport: phone,
  topInset: 65,
  bottomInset: 57,
  control: null,
  title: row(89, 36),
  ...scene,
});

describe('where a toast opens', () => {
  it('on a phone, below the header or above the bottom bars, never over them', () => {
    const scene = phonePage();
    expect(toastArea(scene, 'top').top).toBe(65);
    expect(toastArea(scene, 'bottom').bottom).toBe(844 - 57);
    expect(toastPosition(scene, 'top')).toBe('top-center');
    expect(toastPosition(scene, 'bottom')).toBe('bottom-center');
  });

  it('keeps clear of the page title when nothing else is in the way', () => {
    expect(chooseToastEdge(phonePage())).toBe('bottom');
    // Scrolled past the title: the usual place, at the top.
    expect(chooseToastEdge(phonePage({ title: null }))).toBe('top');
  });

  it('leaves the control below the one just used free (Apple after Google)', () => {
    const covers = (area: Box, box: Box) => area.top < box.bottom && box.top < area.bottom;
    for (const [googleTop, edge] of [
      [560, 'bottom'],
      [680, 'top'],
    ] as const) {
      const google = row(googleTop);
      const apple = row(googleTop + 60);
      const scene = phonePage({ control: google, bottomInset: 0 });
      expect(chooseToastEdge(scene)).toBe(edge);
      expect(covers(toastArea(scene, edge), apple)).toBe(false);
    }
  });

  it('opens at the top when the control just used sits above the bottom navigation (Unblock)', () => {
    expect(chooseToastEdge(phonePage({ control: row(700) }))).toBe('top');
  });

  it('opens at the bottom when the control just used is near the title', () => {
    expect(chooseToastEdge(phonePage({ control: row(140) }))).toBe('bottom');
  });

  it('on a short screen where the control reaches both edges, takes the farther one', () => {
    const short = { width: 390, height: 400 };
    expect(chooseToastEdge(phonePage({ viewport: short, title: null, control: row(150) }))).toBe(
      'bottom',
    );
    expect(chooseToastEdge(phonePage({ viewport: short, title: null, control: row(210) }))).toBe(
      'top',
    );
  });

  it('on a wide screen, in the bottom-right corner unless the control just used is there', () => {
    const scene: ToastScene = {
      viewport: desktop,
      topInset: 65,
      bottomInset: 0,
      control: null,
      title: row(100, 40, 280, 700),
    };
    expect(chooseToastEdge(scene)).toBe('bottom');
    expect(toastPosition(scene, 'bottom')).toBe('bottom-right');
    // Submit at the bottom of a tall dialog, on the right: the toast opens top-right.
    expect(chooseToastEdge({ ...scene, control: row(700, 40, 1000, 1200) })).toBe('top');
    // A control on the left, however low, is not under the corner.
    expect(chooseToastEdge({ ...scene, control: row(700, 40, 300, 500) })).toBe('bottom');
  });
});
