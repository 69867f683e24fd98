import { z } from 'zod';
import { visibleLength } from '../visible-text';

/** Form and API rules for accounts; the sign-up form and the sign-up route both use these. */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const TERMS_REQUIRED_MESSAGE =
  'You must accept the Terms of Service and Privacy Policy to continue.';

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

export const PASSWORD_TOO_FEW_VISIBLE_MESSAGE = `Password must have at least ${PASSWORD_MIN_LENGTH} characters you can see (spaces and invisible characters do not count)`;

/**
 * The server also refuses a password that is easy to guess (a common one, a keyboard row, the
 * e-mail address): WEAK_PASSWORD_MESSAGE, a reason, then WEAK_PASSWORD_ADVICE.
 */
export const WEAK_PASSWORD_MESSAGE = 'This password is too easy to guess.';
export const WEAK_PASSWORD_ADVICE = 'Choose another: a few uncommon words together work well.';
/** The hint under a new password's field. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, and not easy to guess: a few uncommon words work well.`;

export const NewPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((p) => visibleLength(p) >= PASSWORD_MIN_LENGTH, PASSWORD_TOO_FEW_VISIBLE_MESSAGE);

/** Optional phone: digits with an optional leading +, spaces, dashes, dots and brackets allowed. */
export const PhoneSchema = z
  .string()
  .trim()
  .max(32, 'Phone number is too long')
  .regex(/^\+?[\d\s().-]{7,}$/, 'Please enter a valid phone number')
  .optional()
  .or(z.literal('').transform(() => undefined));

export const SignUpSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  phone: PhoneSchema,
  termsAccepted: z.literal(true, { error: TERMS_REQUIRED_MESSAGE }),
});
export type SignUpInput = z.input<typeof SignUpSchema>;

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH),
  /** Checked → a persistent session; unchecked → a cookie that ends with the browser session. */
  rememberMe: z.boolean({ error: 'Remember me must be true or false' }).default(true),
});
export type SignInInput = z.input<typeof SignInSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

export const INVALID_RESET_TOKEN_MESSAGE =
  'This reset link is invalid or has expired. Please request a new one.';

const ResetTokenSchema = z
  .string()
  .min(1, 'The reset link is missing its token')
  .max(512)
  // Tokens are URL-safe ids; anything else cannot be one.
  .regex(/^[A-Za-z0-9_-]+$/, INVALID_RESET_TOKEN_MESSAGE);

export const ResetPasswordSchema = z.object({
  token: ResetTokenSchema,
  password: NewPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

/** The reset screen asks, on arrival, whether its link still works (the token is not used up). */
export const CheckResetTokenSchema = z.object({ token: ResetTokenSchema });
export type CheckResetTokenInput = z.input<typeof CheckResetTokenSchema>;

export const MeSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      /** Signed in again since signing up, or signed up a day ago: Home says 'Welcome back'. */
      returning: z.boolean(),
    })
    .nullable(),
  profile: z
    .object({
      firstName: z.string().nullable(),
      avatarUrl: z.string().nullable(),
      region: z.string().nullable(),
      birthDate: z.string().nullable(),
    })
    .nullable(),
  onboardingComplete: z.boolean(),
});
export type Me = z.infer<typeof MeSchema>;

/** Messages the API answers with; the web form shows them as the toast description. */
export const ACCOUNT_EXISTS_MESSAGE =
  'An account with this email already exists. Please sign in instead.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

export const AccountUserSchema = z.object({ id: z.string(), email: z.string() });

export const SignUpResultSchema = z.object({ user: AccountUserSchema });
export type SignUpResult = z.infer<typeof SignUpResultSchema>;

export const SignInResultSchema = z.object({
  user: AccountUserSchema,
  /** Decides where sign-in lands: onboarding while incomplete, otherwise onward. */
  onboardingComplete: z.boolean(),
});
export type SignInResult = z.infer<typeof SignInResultSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });
