import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  ParentLocationSchema,
  ParentProfileSchema,
  ParentProfileUpdateSchema,
} from '../../../shared/schemas/profile';
import { AVATAR_MAX_BYTES } from '../../../shared/file-types';
import { requireUser } from '../../lib/auth';
import { maxBodyBytes, MB } from '../../lib/body-limit';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';

const unauthorized = json(ErrorResponseSchema, 'unauthorized: User not authenticated');
const invalid = json(ErrorResponseSchema, 'validation_failed with the first problem as message');
const profile = (description: string) => json(ParentProfileSchema, description);

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
  // The photo, plus room for the multipart envelope.
  middleware: [maxBodyBytes(AVATAR_MAX_BYTES + MB), requireUser] as const,
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
