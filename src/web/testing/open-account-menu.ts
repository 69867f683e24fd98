import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Opens the account menu as a mouse does. The menu's code loads when the pointer reaches the
 * avatar, which is then swapped for the menu's own trigger (it has Radix's `data-state`); the
 * press goes to that one, as a real pointer's would. (A press that lands before the swap is
 * account-menu.test.tsx's case.) The first load is a cold import: slow on a busy machine, so it
 * may take longer than the usual wait.
 */
export async function openAccountMenu(user: UserEvent, scope: HTMLElement = document.body) {
  const avatar = () => within(scope).getByRole('button', { name: 'Account menu' });
  await user.hover(avatar());
  await waitFor(() => expect(avatar()).toHaveAttribute('data-state', 'closed'), {
    timeout: 20_000,
  });
  await user.click(avatar());
  return screen.findByRole('menu');
}
