import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { unwrap, type api } from '../../lib/api-client';
import { kidDocumentsQueryKey } from './keys';

/** The stored document, as the server's contract describes its 201 answer. */
type KidDocument = InferResponseType<(typeof api.kids)[':id']['documents']['$post'], 201>;

type UploadInput = { kidId: string; name: string; file: File };

/**
 * Multipart upload through fetch (the typed client sends JSON); errors still come back as the
 * one ApiError shape through unwrap.
 */
export async function uploadKidDocument({ kidId, name, file }: UploadInput): Promise<KidDocument> {
  const body = new FormData();
  body.set('name', name);
  body.set('file', file);
  const document: unknown = await unwrap(
    fetch(`/api/kids/${encodeURIComponent(kidId)}/documents`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
    }),
  );
  return document as KidDocument;
}

export function useUploadKidDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadKidDocument,
    onSuccess: (_document, { kidId }) =>
      queryClient.invalidateQueries({ queryKey: kidDocumentsQueryKey(kidId) }),
  });
}
