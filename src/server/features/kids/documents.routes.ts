import { createRouter } from '../../lib/router';
import { contentDisposition } from './content-disposition';
import {
  deleteDocument,
  getDocumentFile,
  listDocuments,
  uploadDocument,
} from './documents.service';
import {
  deleteDocumentRoute,
  documentFileRoute,
  listDocumentsRoute,
  uploadDocumentRoute,
} from './kids.contract';

export const documentsRoutes = createRouter()
  .openapi(listDocumentsRoute, async (c) => {
    const page = await listDocuments(
      c.var.deps.db,
      c.var.user.id,
      c.req.valid('param').id,
      c.req.valid('query'),
    );
    return c.json(page, 200);
  })
  .openapi(uploadDocumentRoute, async (c) => {
    const { id } = c.req.valid('param');
    const doc = await uploadDocument(c.var.deps, c.var.user.id, id, c.req.valid('form'));
    return c.json(doc, 201);
  })
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
