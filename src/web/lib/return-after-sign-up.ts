import { safeRedirectPath } from './safe-redirect';

/**
 * Where a parent was going when they signed up (or signed in before finishing onboarding): the
 * spec sends them to onboarding first, so the page they came from (a shared list's link, say) is
 * kept for the tab's session and offered back during onboarding.
 */

const KEY = 'kidventure.returnAfterSignUp';

const storage = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export function rememberReturn(path: string | null): void {
  const target = safeRedirectPath(path);
  if (!target || target === '/' || target.startsWith('/onboarding')) return;
  try {
    storage()?.setItem(KEY, target);
  } catch {
    // Storage full or refused: the parent simply is not offered the way back.
  }
}

export function pendingReturn(): string | null {
  try {
    return safeRedirectPath(storage()?.getItem(KEY));
  } catch {
    return null;
  }
}

export function forgetReturn(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** 'Back to the shared list', or 'Back to where you were'. */
export function returnLabel(path: string): string {
  if (path.startsWith('/lists/shared/')) return 'Back to the shared list';
  if (path.startsWith('/activities/')) return 'Back to the activity';
  return 'Back to where you were';
}
