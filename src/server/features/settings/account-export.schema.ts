import { z } from 'zod';

/** GET /api/account/export: the parent's data as a JSON download (no secrets, no file bytes). */

const timestamp = z.string().nullable();

const ExportDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  sizeBytes: z.number(),
  uploadDate: timestamp,
});

const ExportKidSchema = z.object({
  id: z.string(),
  name: z.string(),
  birthDate: z.string(),
  interests: z.array(z.string()),
  avatarColor: z.string(),
  allergies: z.string().nullable(),
  schoolGrade: z.string().nullable(),
  schoolDistrict: z.string().nullable(),
  goodToKnow: z.string().nullable(),
  favoriteThings: z.string().nullable(),
  dislikes: z.string().nullable(),
  emergencyContact: z
    .object({ name: z.string(), phone: z.string().nullable(), relationship: z.string().nullable() })
    .nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  documents: z.array(ExportDocumentSchema),
});

export const AccountExportSchema = z
  .object({
    exportedAt: z.string(),
    account: z.object({
      id: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      name: z.string(),
      phone: z.string().nullable(),
      image: z.string().nullable(),
      createdAt: timestamp,
      updatedAt: timestamp,
    }),
    signInMethods: z.array(z.object({ providerId: z.string(), createdAt: timestamp })),
    sessions: z.array(
      z.object({
        userAgent: z.string().nullable(),
        ipAddress: z.string().nullable(),
        createdAt: timestamp,
        lastActiveAt: timestamp,
        expiresAt: timestamp,
      }),
    ),
    profile: z
      .object({
        firstName: z.string().nullable(),
        birthDate: z.string().nullable(),
        region: z.string().nullable(),
        hasAvatar: z.boolean(),
        discoverable: z.boolean(),
        notificationsEnabled: z.boolean(),
        termsAcceptedAt: timestamp,
        onboardingCompletedAt: timestamp,
        updatedAt: timestamp,
      })
      .nullable(),
    preferences: z
      .object({
        activityTypes: z.array(z.string()),
        preferredDays: z.array(z.string()),
        preferredTimes: z.array(z.string()),
        maxDistance: z.number(),
        ageRange: z.object({ min: z.number(), max: z.number() }),
        createdAt: timestamp,
        updatedAt: timestamp,
      })
      .nullable(),
    kids: z.array(ExportKidSchema),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof AccountExportSchema>;
