import { z } from 'zod';
import { pageQuery } from './common';
import { EmailSchema, NewPasswordSchema } from './account';

export const ChangeEmailSchema = z.object({
  newEmail: EmailSchema,
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .min(1, 'Enter your current password'),
});

export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .min(1, 'Enter your current password'),
  newPassword: NewPasswordSchema,
  signOutOtherSessions: z.boolean().default(true),
});

export const DeviceSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
/** A page of signed-in devices, most recently active first; nextCursor asks for the next page. */
export const DeviceSessionListSchema = z.object({
  items: z.array(DeviceSessionSchema),
  nextCursor: z.string().nullable(),
});
export const SESSION_PAGE_DEFAULT = 10;
export const SESSION_PAGE_MAX = 50;
export const DeviceSessionListQuerySchema = pageQuery(SESSION_PAGE_DEFAULT, SESSION_PAGE_MAX);
export type DeviceSession = z.infer<typeof DeviceSessionSchema>;

export const DELETE_CONFIRMATION_MISMATCH = 'Type your e-mail address exactly to confirm.';
export const DeleteAccountSchema = z.object({
  confirmEmail: z
    .string({ error: DELETE_CONFIRMATION_MISMATCH })
    .trim()
    .min(1, DELETE_CONFIRMATION_MISMATCH),
});

/** The typed confirmation matches the account's e-mail, ignoring case and outer spaces. */
export const confirmsEmail = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase();

/** The deletion form for the account with `email`: the typed address must be that one. */
export const deleteAccountFor = (email: string) =>
  DeleteAccountSchema.refine((input) => confirmsEmail(input.confirmEmail, email), {
    path: ['confirmEmail'],
    message: DELETE_CONFIRMATION_MISMATCH,
  });
