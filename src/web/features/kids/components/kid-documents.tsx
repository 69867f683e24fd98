import { format } from 'date-fns';
import { Download, ExternalLink, FileImage, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { KidDocument } from '../../../../shared/schemas/kid';
import { useDeleteKidDocument } from '../../../api/kids/delete-kid-document';
import { useKidDocuments } from '../../../api/kids/get-kid-documents';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { DocumentUploadForm } from './document-upload-form';
import { QueryError } from '../../../components/ui/query-error';
import { LoadMore } from '../../../components/ui/load-more';

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/webp': 'WebP image',
};

/** The spec's document date format. */
export const formatDocumentDate = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

const withDownload = (fileUrl: string) =>
  `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}download=1`;

/** 'Documents & Records' in the edit form: upload, then open, download or delete each file. */
export function KidDocuments({ kidId }: { kidId: string }) {
  const documents = useKidDocuments(kidId);
  return (
    <div className="space-y-5">
      <DocumentUploadForm kidId={kidId} />
      {documents.isPending ? (
        <LoadingPanel label="Loading documents" className="py-6" />
      ) : documents.isError && !documents.isFetchNextPageError ? (
        <QueryError query={documents} title="We couldn't load the documents" />
      ) : !documents.data?.pages[0]?.items.length ? (
        <p className="rounded-2xl bg-stone-50 px-4 py-5 text-center text-muted">No documents yet</p>
      ) : (
        <div>
          <ul
            aria-label="Documents"
            className="divide-y divide-line rounded-2xl border border-line"
          >
            {documents.data.pages
              .flatMap((page) => page.items)
              .map((document) => (
                <DocumentRow key={document.id} document={document} />
              ))}
          </ul>
          <LoadMore pages={documents} label="Load more documents" />
        </div>
      )}
    </div>
  );
}

function DocumentRow({ document }: { document: KidDocument }) {
  const [confirming, setConfirming] = useState(false);
  const deleteDocument = useDeleteKidDocument();
  const Icon = document.type === 'application/pdf' ? FileText : FileImage;
  const iconLink = buttonClasses({ variant: 'ghost', size: 'icon', className: 'text-primary' });

  const confirm = () =>
    deleteDocument.mutateAsync(
      { kidId: document.kidId, documentId: document.id },
      {
        onSuccess: () => {
          setConfirming(false);
          notify.success('Document deleted', 'The document has been removed');
        },
        onError: (error) => notify.error('Failed to delete document', errorMessage(error)),
      },
    );

  return (
    <li className="flex items-start gap-3 px-3 py-3 sm:items-center sm:py-2 sm:pr-1">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-tint text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      {/* Phones put the actions under the name, so a long name stays readable. */}
      <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-2">
        <div className="min-w-0 sm:flex-1">
          <p className="font-semibold break-words">{document.name}</p>
          <p className="text-sm text-muted">
            {TYPE_LABELS[document.type] ?? document.type} ·{' '}
            <span className="whitespace-nowrap">{formatDocumentDate(document.uploadDate)}</span>
          </p>
        </div>
        <div className="mt-1 -ml-3 flex sm:m-0">
          <a
            href={document.fileUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open ${document.name}`}
            title="Open"
            className={iconLink}
          >
            <ExternalLink aria-hidden className="size-5" />
          </a>
          <a
            href={withDownload(document.fileUrl)}
            download
            aria-label={`Download ${document.name}`}
            title="Download"
            className={iconLink}
          >
            <Download aria-hidden className="size-5" />
          </a>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${document.name}`}
            title="Delete"
            className="text-danger! hover:bg-danger-soft!"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden className="size-5" />
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this document?"
        description={`"${document.name}" will be permanently removed.`}
        confirmLabel="Delete"
        busy={deleteDocument.isPending}
        onConfirm={confirm}
      />
    </li>
  );
}
