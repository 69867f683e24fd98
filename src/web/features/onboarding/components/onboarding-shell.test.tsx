import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, SIGNED_OUT_ME, stubApi } from '../../../testing/render-app';
import { onboardingApi, stepHeading } from '../onboarding.test-helpers';

describe('onboarding shell', () => {
  it('sends a signed-out visitor to sign in, coming back here afterwards', async () => {
    stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    const { location } = renderApp('/onboarding/kid-profile');
    await waitFor(() => expect(location().pathname).toBe('/auth'));
    expect(location().search).toBe('?redirectTo=%2Fonboarding%2Fkid-profile');
  });

  it('opens /onboarding on the welcome step', async () => {
    stubApi(onboardingApi());
    const { location } = renderApp('/onboarding');
    await stepHeading('Welcome to Kidventure');
    expect(location().pathname).toBe('/onboarding/welcome');
  });

  it('shows step 1 with its progress, no back button, and its three ways on', async () => {
    stubApi(onboardingApi());
    const { user, location } = renderApp('/onboarding/welcome');
    await stepHeading('Welcome to Kidventure');
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Onboarding progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(progress).toHaveAttribute('aria-valuemax', '5');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore activities' })).toHaveAttribute(
      'href',
      '/activities',
    );
    expect(screen.getByRole('link', { name: 'Skip onboarding for now' })).toHaveAttribute(
      'href',
      '/',
    );

    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await stepHeading('About You');
    expect(location().pathname).toBe('/onboarding/parent-profile');
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  });

  it('goes back a step from the header and from the footer', async () => {
    stubApi(onboardingApi());
    const { user, location } = renderApp('/onboarding/preferences');
    await screen.findByRole('group', { name: 'Activity types' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Back' }));
    await stepHeading('Your Kids');
    expect(location().pathname).toBe('/onboarding/kid-profile');
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Back' }));
    await stepHeading('About You');
    expect(location().pathname).toBe('/onboarding/parent-profile');
  });

  it('asks before leaving: Continue Setup stays, Exit goes home', async () => {
    stubApi(onboardingApi());
    const { user, location } = renderApp('/onboarding/kid-profile');
    await stepHeading('Your Kids');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exit Onboarding?' });
    expect(dialog).toHaveAccessibleDescription(
      "Your progress will be saved, but you'll need to complete the onboarding later to access all features.",
    );
    expect(within(dialog).getByRole('button', { name: 'Continue Setup' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Continue Setup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/onboarding/kid-profile');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Exit' }),
    );
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});
