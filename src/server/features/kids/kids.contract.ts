import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  DocumentUploadSchema,
  KidDocumentListQuerySchema,
  KidDocumentListSchema,
  KidDocumentSchema,
  KidInputSchema,
  KidListSchema,
  KidSchema,
  OnboardingKidsSchema,
} from '../../../shared/schemas/kid';
import { DOCUMENT_MAX_BYTES } from '../../../shared/file-types';
import { requireUser } from '../../lib/auth';
import { maxBodyBytes, MB } from '../../lib/body-limit';
import { uuidParam } from '../../lib/ids';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';
import { documentNotFound } from './kids.errors';
import { kidNotFound } from '../../lib/refusals';

const tags = ['kids'];
const middleware = requireUser;
const KidParamsSchema = z.object({ id: uuidParam(kidNotFound) });

const unauthorized = json(ErrorResponseSchema, 'Not signed in: User not authenticated');
const invalid = json(ErrorResponseSchema, 'Invalid input (validation_failed, with details)');
const notFound = json(ErrorResponseSchema, "kid_not_found: no such profile, or another parent's");

export const listKidsRoute = createRoute({
  method: 'get',
  path: '/kids',
  tags,
  middleware,
  summary: "The parent's kids, by name (case-insensitive), then creation time",
  responses: { 200: json(KidListSchema, 'The kids'), 401: unauthorized },
});

export const createKidRoute = createRoute({
  method: 'post',
  path: '/kids',
  tags,
  middleware,
  summary: 'Add a kid profile',
  request: jsonBody(KidInputSchema),
  responses: { 201: json(KidSchema, 'The new profile'), 400: invalid, 401: unauthorized },
});

export const createKidsRoute = createRoute({
  method: 'post',
  path: '/kids/batch',
  tags,
  middleware,
  summary: 'Add the kids entered in onboarding, all or nothing',
  request: jsonBody(OnboardingKidsSchema),
  responses: { 201: json(KidListSchema, 'The new profiles'), 400: invalid, 401: unauthorized },
});

export const getKidRoute = createRoute({
  method: 'get',
  path: '/kids/{id}',
  tags,
  middleware,
  summary: 'One kid profile',
  request: { params: KidParamsSchema },
  responses: { 200: json(KidSchema, 'The profile'), 401: unauthorized, 404: notFound },
});

export const updateKidRoute = createRoute({
  method: 'put',
  path: '/kids/{id}',
  tags,
  middleware,
  summary: 'Replace a kid profile (the whole profile is sent)',
  request: { params: KidParamsSchema, ...jsonBody(KidInputSchema) },
  responses: {
    200: json(KidSchema, 'The saved profile'),
    400: invalid,
    401: unauthorized,
    404: notFound,
  },
});

export const deleteKidRoute = createRoute({
  method: 'delete',
  path: '/kids/{id}',
  tags,
  middleware,
  summary: 'Delete a kid profile with its documents and their files',
  request: { params: KidParamsSchema },
  responses: { 204: { description: 'Deleted' }, 401: unauthorized, 404: notFound },
});

// Documents: /kids/{id}/documents…

/** A malformed kid id or document id: either way the document is not found. */
const DocumentParamsSchema = z.object({
  id: uuidParam(documentNotFound),
  docId: uuidParam(documentNotFound),
});

const error = (description: string) => json(ErrorResponseSchema, description);

export const listDocumentsRoute = createRoute({
  method: 'get',
  path: '/kids/{id}/documents',
  tags,
  middleware,
  summary: "A kid's documents, newest first, a page at a time (keyset cursor)",
  request: { params: KidParamsSchema, query: KidDocumentListQuerySchema },
  responses: {
    200: json(KidDocumentListSchema, 'A page of documents; nextCursor null on the last'),
    400: error('validation_failed (a bad limit or cursor)'),
    401: unauthorized,
    404: error("kid_not_found: not one of the parent's kids"),
  },
});

export const uploadDocumentRoute = createRoute({
  method: 'post',
  path: '/kids/{id}/documents',
  tags,
  // The file, plus room for the multipart envelope.
  middleware: [maxBodyBytes(DOCUMENT_MAX_BYTES + MB), requireUser] as const,
  summary: 'Upload a document (PDF, PNG, JPEG or WebP by content, at most 10 MB)',
  request: {
    params: KidParamsSchema,
    body: { required: true, content: { 'multipart/form-data': { schema: DocumentUploadSchema } } },
  },
  responses: {
    201: json(KidDocumentSchema, 'The stored document'),
    400: error('Please provide a document name and select a file'),
    401: unauthorized,
    404: error("kid_not_found: not one of the parent's kids"),
    413: error('payload_too_large: more than 10 MB'),
    415: error('unsupported_file_type: not a PDF, PNG, JPEG or WebP file'),
  },
});

export const documentFileRoute = createRoute({
  method: 'get',
  path: '/kids/{id}/documents/{docId}/file',
  tags,
  middleware,
  summary: 'The document itself, for its owner only',
  request: {
    params: DocumentParamsSchema,
    query: z.object({ download: z.string().optional().meta({ description: '1: as attachment' }) }),
  },
  responses: {
    200: {
      description: 'The bytes, with the stored content type',
      content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
    },
    401: unauthorized,
    404: error('Document not found'),
  },
});

export const deleteDocumentRoute = createRoute({
  method: 'delete',
  path: '/kids/{id}/documents/{docId}',
  tags,
  middleware,
  summary: 'Delete a document and its file',
  request: { params: DocumentParamsSchema },
  responses: {
    204: { description: 'Deleted' },
    401: unauthorized,
    404: error('Document not found'),
  },
});
