import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BottomNav } from './bottom-nav';
import { isActiveTab } from './nav-tabs';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: BottomNav }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

const current = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('BottomNav', () => {
  it('has the five tabs in order', () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
      [
        ['Home', '/'],
        ['Search', '/activities'],
        ['Calendar', '/calendar'],
        ['BoredomBot', '/boredom-bot'],
        ['Messages', '/messages'],
      ],
    );
  });

  it.each([
    ['/', ['Home']],
    ['/activities', ['Search']],
    ['/calendar', ['Calendar']],
    ['/boredom-bot', ['BoredomBot']],
    ['/messages', ['Messages']],
  ])('marks only the exact path as current at %s', (path, expected) => {
    renderAt(path);
    expect(current()).toEqual(expected);
  });

  it('marks nothing below a tab’s path (exact match only)', () => {
    renderAt('/activities/123');
    expect(current()).toEqual([]);
  });

  it('marks nothing on a path without a tab', () => {
    renderAt('/wallet');
    expect(current()).toEqual([]);
  });
});

describe('isActiveTab', () => {
  it('matches exactly, ignoring a trailing slash', () => {
    expect(isActiveTab('/calendar/', '/calendar')).toBe(true);
    expect(isActiveTab('/calendar/week', '/calendar')).toBe(false);
    expect(isActiveTab('/activities', '/')).toBe(false);
  });
});
