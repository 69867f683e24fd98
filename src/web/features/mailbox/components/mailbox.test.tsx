import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderApp, SIGNED_OUT_ME, stubApi } from '../../../testing/render-app';

describe('dev mailbox', () => {
  it('lists messages newest first with their links', async () => {
    stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      'GET /api/dev/mailbox': {
        json: {
          items: [
            {
              id: 1,
              to: 'a@example.com',
              subject: 'Older',
              text: 'hi',
              html: null,
              links: [],
              createdAt: '2025-01-01T10:00:00Z',
            },
            {
              id: 2,
              to: 'b@example.com',
              subject: 'Reset your password',
              text: 'Open the link',
              html: '<!doctype html><html lang="en"><body><p>Hi Ann,</p></body></html>',
              links: ['http://localhost:3000/auth/reset-password?token=t1'],
              createdAt: '2025-01-02T10:00:00Z',
            },
          ],
        },
      },
    });
    renderApp('/dev/mailbox');
    const subjects = await screen.findAllByRole('heading', { level: 2 });
    expect(subjects.map((h) => h.textContent)).toEqual(['Reset your password', 'Older']);
    const links = within(screen.getByRole('list', { name: 'Links in this message' })).getByRole(
      'link',
    );
    expect(links).toHaveAttribute('href', 'http://localhost:3000/auth/reset-password?token=t1');
  });

  it('shows a message with an HTML part by its plain text, with no frame', async () => {
    stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      'GET /api/dev/mailbox': {
        json: {
          items: [
            {
              id: 3,
              to: 'c@example.com',
              subject: 'Booking confirmed: Art Club',
              text: 'Hi Ann,\n\nYour booking is confirmed.',
              html: '<!doctype html><html lang="en"><body><p>Hi Ann,</p></body></html>',
              links: [],
              createdAt: '2025-01-03T10:00:00Z',
            },
          ],
        },
      },
    });
    renderApp('/dev/mailbox');
    expect(await screen.findByText(/Your booking is confirmed\./)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says when the mailbox is not available', async () => {
    stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      'GET /api/dev/mailbox': apiError(404, 'not_found', 'Not found'),
    });
    renderApp('/dev/mailbox');
    expect(
      await screen.findByText('The mailbox is only available in development.'),
    ).toBeInTheDocument();
  });
});
