import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HeaderMessagesLink } from './header-messages-link';

const renderWith = (unread: number) =>
  render(
    <MemoryRouter>
      <HeaderMessagesLink unread={unread} />
    </MemoryRouter>,
  );

describe('HeaderMessagesLink', () => {
  it('says the unread count in its name and shows it (99+ above 99)', () => {
    renderWith(3);
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' })).toHaveTextContent('3');
  });

  it('names the full count when the badge shows 99+', () => {
    renderWith(250);
    expect(screen.getByRole('link', { name: 'Messages, 250 unread' })).toHaveTextContent('99+');
  });

  it('is plain Messages, with no badge, when everything is read', () => {
    renderWith(0);
    const link = screen.getByRole('link', { name: 'Messages' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(link).toHaveTextContent('');
  });
});
