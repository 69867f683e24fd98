import { z } from 'zod';
import {
  AVATAR_COLORS,
  EMERGENCY_RELATIONSHIPS,
  KID_INTERESTS,
  SCHOOL_GRADES,
} from '../family-options';
import {
  optionalText,
  optionList,
  pageQuery,
  PhoneNumberSchema,
  pastIsoDate,
  visibleName,
} from './common';

export const KID_NAME_REQUIRED = 'Name is required';
export const KID_BIRTH_DATE_REQUIRED = 'Date of birth is required';
export const KID_BIRTH_DATE_FUTURE = 'Date of birth cannot be in the future';

export const KidNameSchema = visibleName(
  KID_NAME_REQUIRED,
  80,
  'Name must be at most 80 characters',
);

export const KidBirthDateSchema = pastIsoDate(KID_BIRTH_DATE_REQUIRED, KID_BIRTH_DATE_FUTURE);

export const EmergencyContactInputSchema = z.object({
  name: optionalText(80, 'Contact name'),
  phone: PhoneNumberSchema.nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  relationship: z
    .enum(EMERGENCY_RELATIONSHIPS, { error: 'Unknown relationship' })
    .nullable()
    .optional(),
});

/** Create and edit a kid profile (the in-app form and POST/PUT /api/kids). */
export const KidInputSchema = z.object({
  name: KidNameSchema,
  birthDate: KidBirthDateSchema,
  interests: optionList(KID_INTERESTS, 'interest').default([]),
  avatarColor: z.enum(AVATAR_COLORS, { error: 'Unknown avatar colour' }).default(AVATAR_COLORS[0]),
  allergies: optionalText(1000, 'Allergies'),
  schoolGrade: z.enum(SCHOOL_GRADES, { error: 'Unknown school grade' }).nullable().optional(),
  schoolDistrict: optionalText(120, 'School district'),
  goodToKnow: optionalText(2000, 'Good to know'),
  favoriteThings: optionalText(2000, 'Favourite things'),
  dislikes: optionalText(2000, 'Dislikes'),
  /** Saved only when it has a name; otherwise the contact is cleared. */
  emergencyContact: EmergencyContactInputSchema.nullable().optional(),
});
export type KidInput = z.input<typeof KidInputSchema>;

/** One child in onboarding step 3 (name, birth date, interests, allergies). */
export const OnboardingKidSchema = KidInputSchema.pick({
  name: true,
  birthDate: true,
  interests: true,
  allergies: true,
});
export const OnboardingKidsSchema = z.object({
  kids: z.array(OnboardingKidSchema).min(1, 'Add at least one child').max(12),
});
export type OnboardingKidsInput = z.input<typeof OnboardingKidsSchema>;

export const KidSchema = z.object({
  id: z.string(),
  name: z.string(),
  birthDate: z.string(),
  interests: z.array(z.string()),
  avatarColor: z.string(),
  allergies: z.string().nullable(),
  schoolGrade: z.enum(SCHOOL_GRADES).nullable(),
  schoolDistrict: z.string().nullable(),
  goodToKnow: z.string().nullable(),
  favoriteThings: z.string().nullable(),
  dislikes: z.string().nullable(),
  emergencyContact: z
    .object({
      name: z.string(),
      phone: z.string().nullable(),
      relationship: z.enum(EMERGENCY_RELATIONSHIPS).nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Kid = z.infer<typeof KidSchema>;

export const KidListSchema = z.object({ items: z.array(KidSchema) });

export const KidDocumentSchema = z.object({
  id: z.string(),
  kidId: z.string(),
  name: z.string(),
  /** The file's media type, checked from its content. */
  type: z.string(),
  sizeBytes: z.number(),
  uploadDate: z.string(),
  /** Owner-only URL; add ?download=1 for an attachment. */
  fileUrl: z.string(),
});
export type KidDocument = z.infer<typeof KidDocumentSchema>;
/** A page of a kid's documents, newest first; nextCursor asks for the next page. */
export const KidDocumentListSchema = z.object({
  items: z.array(KidDocumentSchema),
  nextCursor: z.string().nullable(),
});

export const DOCUMENT_PAGE_DEFAULT = 10;
export const DOCUMENT_PAGE_MAX = 50;
export const KidDocumentListQuerySchema = pageQuery(DOCUMENT_PAGE_DEFAULT, DOCUMENT_PAGE_MAX);

export const DOCUMENT_NAME_AND_FILE_REQUIRED = 'Please provide a document name and select a file';
export const DocumentNameSchema = visibleName(
  DOCUMENT_NAME_AND_FILE_REQUIRED,
  120,
  'Document name must be at most 120 characters',
);

/** POST /api/kids/:id/documents (multipart) and the upload form: a name and one file. */
export const DocumentUploadSchema = z.object({
  name: DocumentNameSchema,
  file: z
    .instanceof(File, { error: DOCUMENT_NAME_AND_FILE_REQUIRED })
    .meta({ type: 'string', format: 'binary' }),
});
