import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  renderApp,
  signedInMe,
  stubApi,
  type ApiHandlers,
} from '../../../testing/render-app';
import { documentAnswer, kidAnswer } from '../kids.test-helpers';

const pdf = (name: string, size = 64) =>
  new File([new Uint8Array(size).fill(0x25)], name, { type: 'application/pdf' });

/** The edit form of kid k1 with its 'Documents & Records' section open. */
async function openDocuments<K extends string = never>(handlers?: ApiHandlers<K>) {
  const calls = stubApi({
    'GET /api/me': { json: signedInMe() },
    'GET /api/kids/k1': { json: kidAnswer({ id: 'k1' }) },
    'GET /api/kids/k1/documents': { json: { items: [], nextCursor: null } },
    ...handlers,
  });
  const app = renderApp('/profiles/edit/k1');
  await app.user.click(await screen.findByRole('button', { name: 'Documents & Records' }));
  const form = within(screen.getByRole('form', { name: 'Upload a document' }));
  return { ...app, calls, form };
}

describe('kid documents', { timeout: 15_000 }, () => {
  it("names the document after the chosen file's name before the first dot", async () => {
    const { user, form } = await openDocuments();
    const name = form.getByRole('textbox', { name: 'Document name' });
    const file = form.getByLabelText('File');
    expect(file).toHaveAttribute('accept', '.pdf,.png,.jpg,.jpeg,.webp');

    await user.upload(file, pdf('report.final.pdf'));
    expect(name).toHaveValue('report');
    // Another file replaces a name we suggested…
    await user.upload(file, pdf('vaccinations.pdf'));
    expect(name).toHaveValue('vaccinations');
    // …but never one the parent typed.
    await user.clear(name);
    await user.type(name, 'Shots 2026');
    await user.upload(file, pdf('scan.pdf'));
    expect(name).toHaveValue('Shots 2026');
  });

  it('asks for both a name and a file before uploading', async () => {
    const { user, form, calls } = await openDocuments();
    await user.click(form.getByRole('button', { name: 'Upload Document' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(
      screen.getByText('Please provide a document name and select a file'),
    ).toBeInTheDocument();
    // Both are marked, and the keyboard goes to the first.
    const name = form.getByRole('textbox', { name: 'Document name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('File')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());

    await user.upload(form.getByLabelText('File'), pdf('form.pdf'));
    await user.clear(form.getByRole('textbox', { name: 'Document name' }));
    await user.type(form.getByRole('textbox', { name: 'Document name' }), '   ');
    await user.click(form.getByRole('button', { name: 'Upload Document' }));
    await waitFor(() =>
      expect(screen.getAllByText('Please provide a document name and select a file')).toHaveLength(
        1,
      ),
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('turns away a file of the wrong type or over 10 MB before sending it', async () => {
    const { form, calls } = await openDocuments();
    const input = form.getByLabelText('File');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('Unsupported file type')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [pdf('huge.pdf', 10 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Document name' })).toHaveValue('');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('uploads as multipart and lists the new document', async () => {
    let items: ReturnType<typeof documentAnswer>[] = [];
    const { user, form, calls } = await openDocuments({
      'GET /api/kids/k1/documents': () => ({ json: { items, nextCursor: null } }),
      'POST /api/kids/k1/documents': () => {
        const document = documentAnswer({ kidId: 'k1', name: 'Allergy plan' });
        items = [document];
        return { status: 201, json: document };
      },
    });
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    await user.upload(form.getByLabelText('File'), pdf('allergy-plan.pdf'));
    await user.clear(form.getByRole('textbox', { name: 'Document name' }));
    await user.type(form.getByRole('textbox', { name: 'Document name' }), 'Allergy plan');
    await user.click(form.getByRole('button', { name: 'Upload Document' }));

    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    const sent = post?.init?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('name')).toBe('Allergy plan');
    expect(((sent as FormData).get('file') as File).name).toBe('allergy-plan.pdf');
    expect(post?.init?.credentials).toBe('same-origin');

    const list = await screen.findByRole('list', { name: 'Documents' });
    expect(within(list).getByText('Allergy plan')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Document name' })).toHaveValue('');
    // The form is empty for the next document: no file stays chosen.
    expect((form.getByLabelText('File') as HTMLInputElement).files).toHaveLength(0);
  });

  it('loads more documents when there are more, from the keyboard', async () => {
    const { user } = await openDocuments({
      'GET /api/kids/k1/documents': (_body: unknown, url: URL) =>
        url.searchParams.get('cursor') === 'next'
          ? {
              json: {
                items: [documentAnswer({ id: 'd3', kidId: 'k1', name: 'Old photo' })],
                nextCursor: null,
              },
            }
          : {
              json: {
                items: [
                  documentAnswer({ id: 'd1', kidId: 'k1', name: 'Allergy plan' }),
                  documentAnswer({ id: 'd2', kidId: 'k1', name: 'Camp form' }),
                ],
                nextCursor: 'next',
              },
            },
    });
    const list = await screen.findByRole('list', { name: 'Documents' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    screen.getByRole('button', { name: 'Load more documents' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getByText('Old photo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more documents' })).toBeNull();
  });

  it('keeps the documents shown when the next page fails, and tries again', async () => {
    let failNext = true;
    const { user } = await openDocuments({
      'GET /api/kids/k1/documents': (_body: unknown, url: URL) => {
        if (url.searchParams.get('cursor') !== 'next') {
          return {
            json: {
              items: [documentAnswer({ id: 'd1', kidId: 'k1', name: 'Allergy plan' })],
              nextCursor: 'next',
            },
          };
        }
        if (failNext) {
          failNext = false;
          return apiError(429, 'rate_limited', 'Too many requests. Please wait a moment.');
        }
        return {
          json: {
            items: [documentAnswer({ id: 'd2', kidId: 'k1', name: 'Camp form' })],
            nextCursor: null,
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Load more documents' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment.',
    );
    expect(screen.getByText('Allergy plan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Camp form')).toBeInTheDocument();
    expect(screen.getByText('Allergy plan')).toBeInTheDocument();
  });

  it("shows the server's reason when an upload is refused", async () => {
    const { user, form } = await openDocuments({
      'POST /api/kids/k1/documents': apiError(
        415,
        'unsupported_file_type',
        'Please upload a PDF, PNG, JPEG or WebP file.',
      ),
    });
    await user.upload(form.getByLabelText('File'), pdf('fake.pdf'));
    await user.click(form.getByRole('button', { name: 'Upload Document' }));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Please upload a PDF, PNG, JPEG or WebP file.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Document name' })).toHaveValue('fake');
  });

  it('lists name, type and date with open and download links, and deletes after asking', async () => {
    let items = [
      documentAnswer({ id: 'd2', kidId: 'k1', name: 'Photo ID', type: 'image/png' }),
      documentAnswer({ id: 'd1', kidId: 'k1', name: 'Medical form' }),
    ];
    const { user, calls } = await openDocuments({
      'GET /api/kids/k1/documents': () => ({ json: { items, nextCursor: null } }),
      'DELETE /api/kids/k1/documents/d1': () => {
        items = items.filter((d) => d.id !== 'd1');
        return { status: 204, json: null };
      },
    });
    const list = await screen.findByRole('list', { name: 'Documents' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual([
      'Photo ID',
      'Medical form',
    ]);
    const medical = rows[1] as HTMLElement;
    expect(medical).toHaveTextContent('PDF · Mar 14, 2026');
    expect(rows[0]).toHaveTextContent('PNG image');

    const open = within(medical).getByRole('link', { name: 'Open Medical form' });
    expect(open).toHaveAttribute('href', '/api/kids/k1/documents/d1/file');
    expect(open).toHaveAttribute('target', '_blank');
    expect(within(medical).getByRole('link', { name: 'Download Medical form' })).toHaveAttribute(
      'href',
      '/api/kids/k1/documents/d1/file?download=1',
    );

    await user.click(within(medical).getByRole('button', { name: 'Delete Medical form' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted')).toBeInTheDocument();
    expect(screen.getByText('The document has been removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Medical form')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/kids/k1/documents/d1',
    ]);
  });
});
