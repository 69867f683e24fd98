import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AccountMenu } from './account-menu';

// One file, one module: the menu's code is not loaded yet when the first test starts.
describe('AccountMenu', () => {
  it('opens when pressed while its code is still arriving (the hover started the load)', async () => {
    render(
      <MemoryRouter>
        <AccountMenu email="ana@example.com" letter="A" onLogOut={vi.fn()} />
      </MemoryRouter>,
    );
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    // A mouse press: the pointer enters (the load starts) and goes down at once, on the light
    // button; the release and the click land on the loaded trigger, which opens on press only.
    fireEvent.pointerEnter(avatar);
    fireEvent.pointerDown(avatar, { button: 0, pointerType: 'mouse' });

    expect(await screen.findByRole('menu')).toHaveTextContent('ana@example.com');
  });
});
