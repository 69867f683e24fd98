import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  heldAnswer,
  renderApp,
  SIGNED_OUT_ME,
  stubApi,
  type ApiAnswer,
} from '../../../testing/render-app';

const LINK_OK = { 'POST /api/account/reset-password/check': { json: { ok: true as const } } };

describe('reset password screen', () => {
  it('explains a link without a token and offers a new one', async () => {
    stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    renderApp('/auth/reset-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set a New Password' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/auth?mode=forgot_password',
    );
  });

  it('checks that both passwords match', async () => {
    const calls = stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME }, ...LINK_OK });
    const { user } = renderApp('/auth/reset-password?token=abc');
    await user.type(await screen.findByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(calls.filter((c) => c.path === '/api/account/reset-password')).toEqual([]);
  });

  it('updates the password and sends the parent to sign in', async () => {
    const calls = stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      ...LINK_OK,
      'POST /api/account/reset-password': { json: { ok: true } },
    });
    const { user, location } = renderApp('/auth/reset-password?token=abc');
    await user.type(await screen.findByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/auth'));
    expect(calls.find((c) => c.path === '/api/account/reset-password')?.body).toEqual({
      token: 'abc',
      password: 'new-password-1',
    });
  });

  it('explains a link that expired while the form was open', async () => {
    stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      ...LINK_OK,
      'POST /api/account/reset-password': apiError(400, 'invalid_token', 'Invalid token'),
    });
    const { user } = renderApp('/auth/reset-password?token=used');
    await user.type(await screen.findByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('says on arrival that an expired or unknown link is invalid, before any typing', async () => {
    const calls = stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      'POST /api/account/reset-password/check': apiError(
        400,
        'invalid_token',
        'This reset link is invalid or has expired. Please request a new one.',
      ),
    });
    renderApp('/auth/reset-password?token=expired');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/auth?mode=forgot_password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/account/reset-password/check')?.body).toEqual({
      token: 'expired',
    });
    expect(calls.filter((c) => c.path === '/api/account/reset-password')).toEqual([]);
  });

  it('shows that the link is being checked while the answer is held, then the form', async () => {
    const held = heldAnswer<ApiAnswer<'POST /api/account/reset-password/check'>>();
    stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      'POST /api/account/reset-password/check': () => held.answer,
    });
    renderApp('/auth/reset-password?token=fresh');
    expect(await screen.findByText('Checking your reset link...')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    held.release({ json: { ok: true } });
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
