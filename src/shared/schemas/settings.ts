import { z } from 'zod';
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
export const DeviceSessionListSchema = z.object({ items: z.array(DeviceSessionSchema) });
export type DeviceSession = z.infer<typeof DeviceSessionSchema>;

export const DELETE_CONFIRMATION_MISMATCH = 'Type your e-mail address exactly to confirm.';
export const DeleteAccountSchema = z.object({
  confirmEmail: z
    .string({ error: DELETE_CONFIRMATION_MISMATCH })
    .trim()
    .min(1, DELETE_CONFIRMATION_MISMATCH),
});
