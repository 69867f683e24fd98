/**
 * How Home greets a signed-in parent. The spec fixes no words for it; 'Welcome back' is only true
 * of a parent who has come back, so a brand-new account is greeted 'Welcome'.
 */

/** Sign-up opens the account's first session at once; a session this close to it is that one. */
const SIGN_UP_SESSION_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A parent has come back once they have signed in again since signing up, or a day after it
 * (a first session may stay open for weeks).
 */
export function isReturningParent({
  accountCreatedAt,
  sessionCreatedAt,
  now,
}: {
  accountCreatedAt: Date;
  /** The current session's start; null when unknown (counts as a return). */
  sessionCreatedAt: Date | null;
  now: Date;
}): boolean {
  if (sessionCreatedAt === null) return true;
  const signedInAgain =
    sessionCreatedAt.getTime() - accountCreatedAt.getTime() > SIGN_UP_SESSION_MS;
  const aDayOn = now.getTime() - accountCreatedAt.getTime() >= DAY_MS;
  return signedInAgain || aDayOn;
}

/** 'Welcome back, Maya' for a returning parent, 'Welcome, Maya' on a new account. */
export function homeGreeting(firstName: string | null | undefined, returning: boolean): string {
  const name = firstName?.trim();
  const words = returning ? 'Welcome back' : 'Welcome';
  return name ? `${words}, ${name}` : words;
}
