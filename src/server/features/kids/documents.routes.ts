import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  DOCUMENT_NAME_AND_FILE_REQUIRED,
  DocumentNameSchema,
  KidDocumentListSchema,
  KidDocumentSchema,
} from '../../../shared/schemas/kid';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import { errorBody } from '../../lib/http-errors';
import { ErrorResponseSchema, json } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { issuesToDetails } from '../../lib/validation';
import { contentDisposition } from './content-disposition';
import {
  deleteDocument,
  getDocumentFile,
  listDocuments,
  uploadDocument,
} from './documents.service';

const tags = ['kids'];
const middleware = requireUser;
const KidParamsSchema = z.object({ id: z.string() });
const DocumentParamsSchema = z.object({ id: z.string(), docId: z.string() });

const error = (description: string) => json(ErrorResponseSchema, description);
const unauthorized = error('Not signed in: User not authenticated');

const DocumentUploadSchema = z.object({
  name: DocumentNameSchema,
  file: z
    .instanceof(File, { error: DOCUMENT_NAME_AND_FILE_REQUIRED })
    .meta({ type: 'string', format: 'binary' }),
});

/** Any problem with the form is the spec's one message (or the name's length limit). */
const uploadHook = <P extends string>(
  result: { success: true } | { success: false; error: z.ZodError },
  c: Context<AppEnv, P>,
) => {
  if (result.success) return undefined;
  const issues = result.error.issues;
  const message = issues[0]?.message ?? DOCUMENT_NAME_AND_FILE_REQUIRED;
  return c.json(errorBody('validation_failed', message, issuesToDetails(issues)), 400);
};

const listDocumentsRoute = createRoute({
  method: 'get',
  path: '/kids/{id}/documents',
  tags,
  middleware,
  summary: "A kid's documents, newest first",
  request: { params: KidParamsSchema },
  responses: {
    200: json(KidDocumentListSchema, 'The documents'),
    401: unauthorized,
    404: error('Profile not found'),
  },
});

const uploadDocumentRoute = createRoute({
  method: 'post',
  path: '/kids/{id}/documents',
  tags,
  middleware,
  summary: 'Upload a document (PDF, PNG, JPEG or WebP by content, at most 10 MB)',
  request: {
    params: KidParamsSchema,
    body: { required: true, content: { 'multipart/form-data': { schema: DocumentUploadSchema } } },
  },
  responses: {
    201: json(KidDocumentSchema, 'The stored document'),
    400: error('Please provide a document name and select a file'),
    401: unauthorized,
    404: error('Profile not found'),
    413: error('payload_too_large: more than 10 MB'),
    415: error('unsupported_file_type: not a PDF, PNG, JPEG or WebP file'),
  },
});

const documentFileRoute = createRoute({
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

const deleteDocumentRoute = createRoute({
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

export const documentsRoutes = createRouter()
  .openapi(listDocumentsRoute, async (c) => {
    const items = await listDocuments(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.json({ items }, 200);
  })
  .openapi(
    uploadDocumentRoute,
    async (c) => {
      const { id } = c.req.valid('param');
      const doc = await uploadDocument(c.var.deps, c.var.user.id, id, c.req.valid('form'));
      return c.json(doc, 201);
    },
    uploadHook,
  )
  .openapi(documentFileRoute, async (c) => {
    const { id, docId } = c.req.valid('param');
    const file = await getDocumentFile(c.var.deps, c.var.user.id, id, docId);
    const kind = c.req.valid('query').download === '1' ? 'attachment' : 'inline';
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': contentDisposition(kind, file.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private',
    });
  })
  .openapi(deleteDocumentRoute, async (c) => {
    const { id, docId } = c.req.valid('param');
    await deleteDocument(c.var.deps, c.var.user.id, id, docId);
    return c.body(null, 204);
  });
