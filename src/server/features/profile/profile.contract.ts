import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  GeocodeSearchQuerySchema,
  ParentLocationSchema,
  ParentProfileSchema,
  ParentProfileUpdateSchema,
  RegionSchema,
  ReverseGeocodeQuerySchema,
} from '../../../shared/schemas/profile';
import { requireUser } from '../../auth';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';
import { rateLimit } from '../../lib/rate-limit';
import { sentenceHook } from '../../lib/validation';

const unauthorized = json(ErrorResponseSchema, 'unauthorized: User not authenticated');
const invalid = json(ErrorResponseSchema, 'validation_failed with the first problem as message');
const profile = (description: string) => json(ParentProfileSchema, description);

/** Invalid input → 400 whose message is the schema's own sentence, shown as the toast as is. */
export const profileHook = sentenceHook;

export const getProfileRoute = createRoute({
  method: 'get',
  path: '/profile',
  tags: ['profile'],
  summary: "The signed-in parent's profile",
  middleware: [requireUser] as const,
  responses: { 200: profile('The profile'), 401: unauthorized },
});

export const patchProfileRoute = createRoute({
  method: 'patch',
  path: '/profile',
  tags: ['profile'],
  summary: 'Change the fields sent (absent fields stay; null or blank clears)',
  middleware: [requireUser] as const,
  request: jsonBody(ParentProfileUpdateSchema),
  responses: { 200: profile('The updated profile'), 400: invalid, 401: unauthorized },
});

const AvatarUploadSchema = z.object({
  file: z
    .instanceof(File, { error: 'Please choose a photo to upload.' })
    .refine((file) => file.size > 0, 'Please choose a photo to upload.')
    .openapi({ type: 'string', format: 'binary' }),
});

export const putAvatarRoute = createRoute({
  method: 'put',
  path: '/profile/avatar',
  tags: ['profile'],
  summary: 'Upload a new photo (PNG, JPEG, WebP or GIF by content, at most 5 MB)',
  middleware: [requireUser] as const,
  request: {
    body: { content: { 'multipart/form-data': { schema: AvatarUploadSchema } }, required: true },
  },
  responses: {
    200: profile('The profile with its new avatarUrl'),
    400: invalid,
    401: unauthorized,
    413: json(ErrorResponseSchema, 'payload_too_large'),
    415: json(ErrorResponseSchema, 'unsupported_file_type'),
  },
});

export const deleteAvatarRoute = createRoute({
  method: 'delete',
  path: '/profile/avatar',
  tags: ['profile'],
  summary: 'Remove the photo',
  middleware: [requireUser] as const,
  responses: { 200: profile('The profile with avatarUrl null'), 401: unauthorized },
});

export const getAvatarRoute = createRoute({
  method: 'get',
  path: '/profile/avatar',
  tags: ['profile'],
  summary: "The signed-in parent's own photo",
  middleware: [requireUser] as const,
  request: { query: z.object({ v: z.string().optional() }) },
  responses: {
    200: {
      description: 'The image bytes with their type',
      content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    304: { description: 'Not modified (If-None-Match)' },
    401: unauthorized,
    404: json(ErrorResponseSchema, 'not_found: no photo uploaded'),
  },
});

export const completeOnboardingRoute = createRoute({
  method: 'post',
  path: '/onboarding/complete',
  tags: ['profile'],
  summary: 'Mark onboarding finished (idempotent)',
  middleware: [requireUser] as const,
  responses: {
    200: json(z.object({ onboardingComplete: z.literal(true) }), 'Onboarding is complete'),
    401: unauthorized,
  },
});

export const putLocationRoute = createRoute({
  method: 'put',
  path: '/profile/location',
  tags: ['profile'],
  summary: 'Remember where Discover measures distance from',
  middleware: [requireUser] as const,
  request: jsonBody(ParentLocationSchema),
  responses: { 200: profile('The profile with its location'), 400: invalid, 401: unauthorized },
});

export const deleteLocationRoute = createRoute({
  method: 'delete',
  path: '/profile/location',
  tags: ['profile'],
  summary: 'Forget the location',
  middleware: [requireUser] as const,
  responses: { 200: profile('The profile with location null'), 401: unauthorized },
});

export const reverseGeocodeRoute = createRoute({
  method: 'get',
  path: '/geocode/reverse',
  tags: ['profile'],
  summary: "The region ('city, state') at the given coordinates",
  // The upstream service asks for modest use; a parent needs this once in a while.
  middleware: [requireUser, rateLimit('geocode')] as const,
  request: { query: ReverseGeocodeQuerySchema },
  responses: {
    200: json(RegionSchema, 'The region text'),
    400: invalid,
    401: unauthorized,
    429: json(ErrorResponseSchema, 'rate_limited'),
    502: json(ErrorResponseSchema, 'geocoder_unavailable'),
  },
});

export const geocodeSearchRoute = createRoute({
  method: 'get',
  path: '/geocode/search',
  tags: ['profile'],
  summary: 'The place best matching a typed address (visitors too)',
  // Shares the reverse lookups' budget per client IP: the upstream service asks for modest use.
  middleware: [rateLimit('geocode')] as const,
  request: { query: GeocodeSearchQuerySchema },
  responses: {
    200: json(ParentLocationSchema, "The place's coordinates and a short name for it"),
    400: invalid,
    404: json(ErrorResponseSchema, 'address_not_found: nothing matches the text'),
    429: json(ErrorResponseSchema, 'rate_limited'),
    502: json(ErrorResponseSchema, 'geocoder_unavailable'),
  },
});
