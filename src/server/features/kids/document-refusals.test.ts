import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { DOCUMENT_MAX_BYTES } from '../../../shared/file-types';
import { DOCUMENT_NAME_AND_FILE_REQUIRED } from '../../../shared/schemas/kid';
import {
  documentForm,
  documentRowsOf,
  expectError,
  parentWithKid,
  PDF_BYTES,
  pdfOfSize,
  storedFiles,
} from './kids.test-helpers';

/** Every refused upload answers in the error shape and leaves no file on disk and no row. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

describe('refused uploads leave nothing behind', () => {
  const refusals: [string, () => FormData, number, string, string][] = [
    [
      'a web page named .pdf',
      () =>
        documentForm('Report', {
          bytes: new Uint8Array(Buffer.from('<!doctype html><script>alert(1)</script>')),
          fileName: 'report.pdf',
          type: 'application/pdf',
        }),
      415,
      'unsupported_file_type',
      'Only PDF, PNG, JPEG or WebP files can be uploaded.',
    ],
    [
      'a GIF (an image, but not a document type)',
      () =>
        documentForm('Gif', {
          bytes: new Uint8Array(Buffer.from('GIF89a....')),
          fileName: 'a.gif',
        }),
      415,
      'unsupported_file_type',
      'Only PDF, PNG, JPEG or WebP files can be uploaded.',
    ],
    [
      'a PDF just over 10 MB',
      () => documentForm('Big', { bytes: pdfOfSize(DOCUMENT_MAX_BYTES + 1), fileName: 'big.pdf' }),
      413,
      'payload_too_large',
      'The file is too large: at most 10 MB.',
    ],
    [
      'a body over the route limit',
      () => documentForm('Huge', { bytes: pdfOfSize(12 * 1024 * 1024), fileName: 'huge.pdf' }),
      413,
      'payload_too_large',
      'The request body is too large.',
    ],
    [
      'no name',
      () => documentForm(undefined, { bytes: PDF_BYTES, fileName: 'a.pdf' }),
      400,
      'validation_failed',
      DOCUMENT_NAME_AND_FILE_REQUIRED,
    ],
    [
      'a blank name',
      () => documentForm('   ', { bytes: PDF_BYTES, fileName: 'a.pdf' }),
      400,
      'validation_failed',
      DOCUMENT_NAME_AND_FILE_REQUIRED,
    ],
    [
      'no file',
      () => documentForm('Report'),
      400,
      'validation_failed',
      DOCUMENT_NAME_AND_FILE_REQUIRED,
    ],
    [
      'an empty file (nothing chosen)',
      () => documentForm('Report', { bytes: new Uint8Array(), fileName: '' }),
      400,
      'validation_failed',
      DOCUMENT_NAME_AND_FILE_REQUIRED,
    ],
    [
      'the file sent as text',
      () => {
        const form = documentForm('Report');
        form.append('file', '%PDF-1.4 not a file part');
        return form;
      },
      400,
      'validation_failed',
      DOCUMENT_NAME_AND_FILE_REQUIRED,
    ],
    [
      'a name PostgreSQL cannot store',
      () => documentForm('Re\u0000port', { bytes: PDF_BYTES, fileName: 'a.pdf' }),
      400,
      'validation_failed',
      'Some text contains characters that cannot be saved. Please remove them and try again.',
    ],
  ];

  it.each(refusals)('refuses %s', async (_label, form, status, code, message) => {
    const { cookie, kid, url } = await parentWithKid(t);
    const before = storedFiles(t).length;
    await expectError(await t.request(url, { cookie, form: form() }), status, code, message);
    expect(storedFiles(t)).toHaveLength(before);
    expect(await documentRowsOf(t, kid.id)).toEqual([]);
  });

  it('answers a multipart request without a body with 400', async () => {
    const { cookie, url } = await parentWithKid(t);
    const res = await t.request(url, {
      cookie,
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(res.status).toBe(400);
    expect(storedFiles(t)).toHaveLength(0);
  });
});
