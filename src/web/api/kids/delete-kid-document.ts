import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { kidDocumentsQueryKey } from './keys';

type DeleteInput = { kidId: string; documentId: string };

export function deleteKidDocument({ kidId, documentId }: DeleteInput) {
  return unwrap(
    api.kids[':id'].documents[':docId'].$delete({ param: { id: kidId, docId: documentId } }),
  );
}

export function useDeleteKidDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKidDocument,
    onSuccess: (_result, { kidId }) =>
      queryClient.invalidateQueries({ queryKey: kidDocumentsQueryKey(kidId) }),
  });
}
