import { isAPIError } from 'better-auth/api';
import type { z } from 'zod';
import type {
  CheckResetTokenSchema,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from '../../../shared/schemas/account';
import type { AfterAnswer } from '../../lib/after-answer';
import { countAttempt, forget, isLastFreeAttempt } from '../../lib/attempt-throttle';
import type { Auth } from '../../lib/auth';
import type { Mailer } from '../../lib/mail';
import { signInAttemptsEmail } from '../../lib/mail-templates/account-mail';
import { greetingNameOf } from '../../lib/mail-templates/recipient.queries';
import type { Database } from '../../db/client';
import { accountExists, authErrorCode, callAuth, invalidResetToken } from './account.errors';
import { hasCompletedOnboarding } from '../../lib/onboarding.queries';
import { requireStrongPassword } from '../../lib/password-strength';
import { deleteUser, findUserIdByEmail, insertProfile } from './account.queries';

export type AccountsDeps = {
  auth: Auth;
  db: Database;
  mailer: Mailer;
  afterAnswer: AfterAnswer;
  appUrl: string;
};

/** The web app's reset screen (the reset mail's link opens it). */
const RESET_CALLBACK_PATH = '/auth/reset-password';
/** Cookies better-auth wants set on the answer (the route copies them to Set-Cookie). */
type WithCookies<T> = T & { setCookies: string[] };

/**
 * A sign-up on an address counts as an attempt on its account, as a sign-in does: 'Account already
 * exists' cannot be asked of one address more often than a password can be tried on it.
 */
export async function signUp(
  { auth, db }: AccountsDeps,
  input: z.output<typeof SignUpSchema>,
  headers: Headers,
): Promise<WithCookies<{ user: { id: string; email: string } }>> {
  requireStrongPassword(input.password, input.email);
  await countAttempt(db, 'signIn', input.email);
  // Checked first for a clear answer; the unique e-mail index still settles a race (below).
  if (await findUserIdByEmail(db, input.email)) throw accountExists();
  const result = await callAuth(async () => {
    try {
      return await auth.api.signUpEmail({
        body: {
          email: input.email,
          password: input.password,
          name: '',
          ...(input.phone ? { phone: input.phone } : {}),
        },
        headers,
        returnHeaders: true,
      });
    } catch (err) {
      // A concurrent sign-up with the same e-mail won on the unique index.
      const lostRace =
        authErrorCode(err) === 'FAILED_TO_CREATE_USER' &&
        (await findUserIdByEmail(db, input.email)) !== null;
      throw lostRace ? accountExists() : err;
    }
  });
  const user = result.response.user;
  try {
    // Only this route creates users, and its input proved the terms were accepted.
    await insertProfile(db, user.id, new Date());
  } catch (err) {
    // better-auth committed its own transaction; undo it so no parent exists without a profile.
    await deleteUser(db, user.id);
    throw err;
  }
  await forget(db, 'signIn', input.email);
  return { user: { id: user.id, email: user.email }, setCookies: result.headers.getSetCookie() };
}

/**
 * Every attempt on an account counts, from whatever address it comes (lib/attempt-throttle): after
 * a few wrong passwords the next must wait, longer each time, even with the right one, and the
 * owner is told by e-mail. Signing in forgets the count.
 */
export async function signIn(
  deps: AccountsDeps,
  input: z.output<typeof SignInSchema>,
  headers: Headers,
): Promise<WithCookies<{ user: { id: string; email: string }; onboardingComplete: boolean }>> {
  const { auth, db } = deps;
  const attempts = await countAttempt(db, 'signIn', input.email);
  let signedIn;
  try {
    signedIn = await callAuth(() =>
      auth.api.signInEmail({
        // rememberMe false → better-auth sets a session cookie without Max-Age.
        body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
        headers,
        returnHeaders: true,
      }),
    );
  } catch (err) {
    if (isLastFreeAttempt('signIn', attempts)) warnOwnerOfAttempts(deps, input.email);
    throw err;
  }
  await forget(db, 'signIn', input.email);
  const { headers: out, response } = signedIn;
  const { id, email } = response.user;
  return {
    user: { id, email },
    onboardingComplete: await hasCompletedOnboarding(db, id),
    setCookies: out.getSetCookie(),
  };
}

export { SIGN_IN_ATTEMPTS_SUBJECT } from '../../lib/mail-templates/account-mail';

/** Once an account's sign-ins start to wait, its owner (if the address has one) hears of it. */
function warnOwnerOfAttempts({ db, mailer, afterAnswer, appUrl }: AccountsDeps, email: string) {
  afterAnswer.run('the sign-in attempts warning', async () => {
    if (!(await findUserIdByEmail(db, email))) return;
    const greetingName = await greetingNameOf(db, { email });
    await mailer.send({ to: email, ...signInAttemptsEmail({ appUrl, greetingName }) });
  });
}

/** Deletes the current session (if any) and clears its cookies. */
export async function signOut({ auth }: AccountsDeps, headers: Headers) {
  const { headers: out } = await callAuth(() => auth.api.signOut({ headers, returnHeaders: true }));
  return { setCookies: out.getSetCookie() };
}

/**
 * Mails a reset link when the account exists; answers the same either way, in the same time: the
 * lookup and the mail happen after the answer. A few mails per address, then they wait.
 */
export async function forgotPassword(
  { auth, db, afterAnswer }: AccountsDeps,
  input: z.output<typeof ForgotPasswordSchema>,
  headers: Headers,
) {
  await countAttempt(db, 'passwordReset', input.email);
  afterAnswer.run('the password reset request', () =>
    callAuth(() => auth.api.requestPasswordReset({ body: { email: input.email }, headers })),
  );
}

/**
 * Whether a reset token still works, without using it up: better-auth's public reset-link callback
 * looks the token up (unknown, used and expired alike are refused) and answers with a redirect that
 * carries either the token or an error. Nothing is written.
 */
export async function checkResetToken(
  { auth }: AccountsDeps,
  input: z.output<typeof CheckResetTokenSchema>,
  headers: Headers,
) {
  let location: string | null = null;
  try {
    await auth.api.requestPasswordResetCallback({
      params: { token: input.token },
      query: { callbackURL: RESET_CALLBACK_PATH },
      headers,
    });
  } catch (err) {
    // The callback always answers with a redirect (302), carried as an APIError.
    if (!isAPIError(err) || err.statusCode !== 302) throw err;
    location = err.headers instanceof Headers ? err.headers.get('location') : null;
  }
  if (location === null)
    throw new Error('better-auth answered the reset callback without a redirect');
  const answer = new URL(location, 'http://kidventure.invalid').searchParams;
  if (answer.has('error') || answer.get('token') !== input.token) throw invalidResetToken();
}

/**
 * Sets the new password, consumes the token and signs the account out everywhere. A password
 * that is easy to guess is refused, and the token still works for a better one.
 */
export async function resetPassword(
  { auth }: AccountsDeps,
  input: z.output<typeof ResetPasswordSchema>,
  headers: Headers,
) {
  requireStrongPassword(input.password);
  await callAuth(() =>
    auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
      headers,
    }),
  );
}
