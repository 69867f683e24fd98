/**
 * The in-app path to return to after signing in, or null. Only same-site absolute paths are
 * accepted ("/bookings"), never another origin ("//evil.test", "https://…") or the auth screen.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  if (value === '/auth' || value.startsWith('/auth/') || value.startsWith('/auth?')) return null;
  return value;
}

/** The /auth address that brings the parent back to `path` after signing in. */
export function authPathFor(path: string): string {
  const target = safeRedirectPath(path);
  return target && target !== '/' ? `/auth?redirectTo=${encodeURIComponent(target)}` : '/auth';
}
