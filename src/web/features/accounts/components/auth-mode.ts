import { safeRedirectPath } from '../../../lib/safe-redirect';

export type AuthMode = 'sign_in' | 'sign_up' | 'forgot_password';

export const AUTH_TITLES: Record<AuthMode, string> = {
  sign_in: 'Welcome to Kidventure',
  sign_up: 'Create Account',
  forgot_password: 'Reset Your Password',
};

/** The ?mode= search parameter; anything unknown is sign-in. */
export function parseAuthMode(value: string | null): AuthMode {
  return value === 'sign_up' || value === 'forgot_password' ? value : 'sign_in';
}

/** Onboarding while it is incomplete; otherwise where the parent was going, or home. */
export function afterSignInPath(onboardingComplete: boolean, redirectTo: string | null): string {
  if (!onboardingComplete) return '/onboarding/welcome';
  return safeRedirectPath(redirectTo) ?? '/';
}
