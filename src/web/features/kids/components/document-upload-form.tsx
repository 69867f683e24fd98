import { Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import {
  defaultDocumentName,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  formatMegabytes,
} from '../../../../shared/file-types';
import {
  DOCUMENT_NAME_AND_FILE_REQUIRED,
  DocumentUploadSchema,
} from '../../../../shared/schemas/kid';
import { useUploadKidDocument } from '../../../api/kids/upload-kid-document';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';

export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp';

const ACCEPTED_EXTENSIONS = DOCUMENT_ACCEPT.split(',');

/** Early feedback only: the server checks the bytes themselves. */
function fileProblem(file: File): { title: string; message: string } | null {
  const extension = file.name.includes('.') ? `.${file.name.split('.').pop()?.toLowerCase()}` : '';
  const typeOk = file.type
    ? (DOCUMENT_TYPES as readonly string[]).includes(file.type)
    : ACCEPTED_EXTENSIONS.includes(extension);
  if (!typeOk) {
    return {
      title: 'Unsupported file type',
      message: 'Please choose a PDF, PNG, JPEG or WebP file.',
    };
  }
  if (file.size > DOCUMENT_MAX_BYTES) {
    return {
      title: 'File too large',
      message: `Documents can be at most ${formatMegabytes(DOCUMENT_MAX_BYTES)}.`,
    };
  }
  return null;
}

export function DocumentUploadForm({ kidId }: { kidId: string }) {
  const fileId = useId();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after an upload (its value cannot be set).
  const [fileInputKey, setFileInputKey] = useState(0);
  // The name we filled in from the last file: a new file may replace it, a typed name stays.
  const [suggestedName, setSuggestedName] = useState('');
  const upload = useUploadKidDocument();
  const { attach, errors, handleSubmit, clearErrors } = useSchemaForm(DocumentUploadSchema, {
    name,
    file,
  });

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen && fileProblem(chosen);
    if (problem) {
      notify.error(problem.title, problem.message);
      event.target.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
    if (chosen && (name.trim() === '' || name === suggestedName)) {
      const suggestion = defaultDocumentName(chosen.name);
      setName(suggestion);
      setSuggestedName(suggestion);
    }
  }

  const submit = handleSubmit(
    (input) =>
      upload.mutateAsync(
        { kidId, ...input },
        {
          onSuccess: () => {
            notify.success('Document uploaded successfully');
            setName('');
            setSuggestedName('');
            setFile(null);
            clearErrors();
            setFileInputKey((key) => key + 1);
          },
          onError: (error) => notify.error('Upload failed', errorMessage(error)),
        },
      ),
    {
      // The spec's one message for both: the fields are marked, and the first to fix is focused.
      onInvalid: (invalid) => {
        const message = file ? invalid.name : undefined;
        notify.error('Error', message ?? DOCUMENT_NAME_AND_FILE_REQUIRED);
      },
    },
  );

  return (
    <form
      ref={attach}
      noValidate
      onSubmit={submit}
      aria-label="Upload a document"
      className="space-y-4 rounded-2xl bg-stone-50 p-4"
    >
      <TextField
        label="Document name"
        name="documentName"
        autoComplete="off"
        placeholder="e.g. Medical form"
        value={name}
        onValueChange={setName}
        aria-invalid={errors.name ? true : undefined}
      />
      <div className="space-y-1.5">
        <label htmlFor={fileId} className="block text-sm font-semibold text-ink">
          File
        </label>
        <input
          key={fileInputKey}
          id={fileId}
          name="file"
          type="file"
          accept={DOCUMENT_ACCEPT}
          onChange={chooseFile}
          aria-describedby={`${fileId}-hint`}
          aria-invalid={errors.file ? true : undefined}
          className="block w-full text-sm text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-xl file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold file:text-ink hover:file:bg-stone-100"
        />
        <p id={`${fileId}-hint`} className="text-sm text-muted">
          PDF, PNG, JPEG or WebP, up to {formatMegabytes(DOCUMENT_MAX_BYTES)}.
        </p>
      </div>
      <Button type="submit" variant="secondary" busy={upload.isPending}>
        <Upload aria-hidden className="size-4" />
        Upload Document
      </Button>
    </form>
  );
}
