import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderApp, SIGNED_OUT_ME, stubApi } from '../../../testing/render-app';

describe('unsubscribe page', () => {
  it('says what it will stop and stops it only when asked', async () => {
    const tokens: (string | null)[] = [];
    stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      'POST /api/notifications/unsubscribe': (_body, url) => {
        tokens.push(url.searchParams.get('token'));
        return { json: { kind: 'saved-search', label: 'Saved searches', email: false as const } };
      },
    });
    renderApp('/unsubscribe?token=t0k3n&kind=saved-search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    expect(
      screen.getByText(
        /Stop e-mails about saved searches \(new activities for a search you saved\)\?/,
      ),
    ).toBeInTheDocument();
    // Opening the link changed nothing: link scanners open every link in a mail.
    expect(tokens).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done. You will no longer get e-mails about saved searches. They still show in the app.',
    );
    expect(tokens).toEqual(['t0k3n']);
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings#notifications',
    );
  });

  it("shows the server's words for a link that is not valid", async () => {
    stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      'POST /api/notifications/unsubscribe': apiError(
        400,
        'invalid_unsubscribe_link',
        'This unsubscribe link is not valid. Choose what reaches you in your notification settings instead.',
      ),
    });
    renderApp('/unsubscribe?token=forged&kind=reminder');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid. Choose what reaches you in your notification settings instead.',
    );
  });
});
