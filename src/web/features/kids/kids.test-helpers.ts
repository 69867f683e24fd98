import type { ApiBody } from '../../testing/render-app';

type KidDocument = ApiBody<'POST /api/kids/:id/documents'>;

export { bornYearsAgo, kidAnswer } from '../../testing/kid-answer';

export function documentAnswer(overrides: Partial<KidDocument> = {}): KidDocument {
  const id = overrides.id ?? 'doc-1';
  const kidId = overrides.kidId ?? 'kid-1';
  return {
    id,
    kidId,
    name: 'Medical form',
    type: 'application/pdf',
    sizeBytes: 2048,
    uploadDate: '2026-03-14T12:00:00.000Z',
    fileUrl: `/api/kids/${kidId}/documents/${id}/file`,
    ...overrides,
  };
}
