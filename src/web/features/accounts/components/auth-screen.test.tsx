import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  renderApp,
  SIGNED_OUT_ME,
  signedInMe,
  stubApi,
} from '../../../testing/render-app';
import { findToast } from '../../../testing/find-toast';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('auth screen modes', () => {
  it('opens on sign-in with Email and Phone tabs, a close button and no back arrow', async () => {
    stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    const { user } = renderApp('/auth');
    await heading('Welcome to Kidventure');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/');

    const emailTab = screen.getByRole('tab', { name: 'Email' });
    expect(emailTab).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/coming soon/i);
  });

  it('switches modes through the URL, with back arrow and browser history', async () => {
    stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    const { user, location, router } = renderApp('/auth');
    await heading('Welcome to Kidventure');

    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await heading('Create Account');
    expect(location().search).toBe('?mode=sign_up');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Welcome to Kidventure');

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await heading('Reset Your Password');
    expect(location().search).toBe('?mode=forgot_password');

    await router.navigate(-1);
    await heading('Welcome to Kidventure');
  });

  it('opens the mode a link asks for', async () => {
    stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    renderApp('/auth?mode=forgot_password');
    await heading('Reset Your Password');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('toggles password visibility', async () => {
    stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    const { user } = renderApp('/auth');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('auth screen validation', () => {
  it('shows field errors from the shared schema, tied to their inputs', async () => {
    const calls = stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    const { user } = renderApp('/auth');
    await heading('Welcome to Kidventure');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    await waitFor(() => expect(email).toHaveFocus());

    await user.type(email, 'not-an-email');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('asks to accept the terms before any sign-up request', async () => {
    const calls = stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    const { user } = renderApp('/auth?mode=sign_up');
    await heading('Create Account');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Please accept terms')).toBeInTheDocument();
    expect(
      screen.getAllByText('You must accept the Terms of Service and Privacy Policy to continue.')
        .length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('checkbox', { name: /terms of service/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('auth screen requests', () => {
  it('signs in with remember-me and goes to onboarding while it is incomplete', async () => {
    const calls = stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      'POST /api/account/sign-in': {
        json: { user: { id: 'u1', email: 'parent@example.com' }, onboardingComplete: false },
      },
    });
    const { user, location } = renderApp('/auth');
    await heading('Welcome to Kidventure');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Parent@Example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await heading('Welcome to Kidventure');
    await waitFor(() => expect(location().pathname).toBe('/onboarding/welcome'));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    const signIn = calls.find((c) => c.path === '/api/account/sign-in');
    expect(signIn?.body).toEqual({
      email: 'parent@example.com',
      password: 'secret-password',
      rememberMe: true,
    });
    expect(signIn?.init?.credentials).toBe('same-origin');
  });

  it('returns a parent who finished onboarding to where they were going', async () => {
    stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      'POST /api/account/sign-in': {
        json: { user: { id: 'u1', email: 'parent@example.com' }, onboardingComplete: true },
      },
    });
    const { user, location } = renderApp('/auth?redirectTo=%2Fwallet');
    await heading('Welcome to Kidventure');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'parent@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location().pathname).toBe('/wallet'));
  });

  it("shows the server's message when sign-in fails", async () => {
    stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      'POST /api/account/sign-in': apiError(
        401,
        'invalid_credentials',
        'Invalid email or password',
      ),
    });
    const { user, location } = renderApp('/auth');
    await heading('Welcome to Kidventure');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'parent@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(location().pathname).toBe('/auth');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('sends an existing account back to sign-in, keeping the e-mail', async () => {
    const calls = stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      'POST /api/account/sign-up': apiError(409, 'account_exists', 'Account exists'),
    });
    const { user } = renderApp('/auth?mode=sign_up');
    await heading('Create Account');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'taken@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-password');
    await user.type(screen.getByLabelText(/Phone/), '+1 555 123 4567');
    await user.click(screen.getByRole('checkbox', { name: /terms of service/i }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account already exists')).toBeInTheDocument();
    expect(
      screen.getByText('An account with this email already exists. Please sign in instead.'),
    ).toBeInTheDocument();
    await heading('Welcome to Kidventure');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('taken@example.com');
    expect(calls.find((c) => c.path === '/api/account/sign-up')?.body).toEqual({
      email: 'taken@example.com',
      password: 'long-enough-password',
      phone: '+1 555 123 4567',
      termsAccepted: true,
    });
  });

  it('goes to onboarding after signing up', async () => {
    let signedUp = false;
    stubApi({
      'GET /api/me': () => ({
        json: signedUp ? signedInMe('new@example.com', false) : SIGNED_OUT_ME,
      }),
      'POST /api/account/sign-up': () => {
        signedUp = true;
        return { status: 201, json: { user: { id: 'u2', email: 'new@example.com' } } };
      },
    });
    const { user, location } = renderApp('/auth?mode=sign_up');
    await heading('Create Account');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-password');
    await user.click(screen.getByRole('checkbox', { name: /terms of service/i }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(location().pathname).toBe('/onboarding/welcome'));
    expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument();
  });

  it('shows a server validation failure next to its field', async () => {
    stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      'POST /api/account/sign-up': apiError(400, 'weak_password', 'Password is too weak', [
        { path: 'password', message: 'Password is too common' },
      ]),
    });
    const { user } = renderApp('/auth?mode=sign_up');
    await heading('Create Account');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('checkbox', { name: /terms of service/i }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password is too common'),
    );
  });

  it('sends a reset e-mail and returns to sign-in', async () => {
    stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      'POST /api/account/forgot-password': { json: { ok: true } },
    });
    const { user } = renderApp('/auth?mode=forgot_password');
    await heading('Reset Your Password');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Password reset email sent')).toBeInTheDocument();
    await heading('Welcome to Kidventure');
  });

  it('reports a failed reset e-mail', async () => {
    stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      'POST /api/account/forgot-password': apiError(
        429,
        'rate_limited',
        'Too many requests. Try again later.',
      ),
    });
    const { user } = renderApp('/auth?mode=forgot_password');
    await heading('Reset Your Password');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const toast = (await findToast('Failed to send reset email')).closest('li');
    expect(toast && within(toast).getByText('Too many requests. Try again later.')).toBeTruthy();
  });

  it('offers Google and Apple as coming soon', async () => {
    stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    const { user } = renderApp('/auth');
    await heading('Welcome to Kidventure');
    await user.click(screen.getByRole('button', { name: 'Google' }));
    expect(await screen.findByText('Coming soon')).toBeInTheDocument();
  });
});
