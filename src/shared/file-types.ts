/** Upload rules shared by the forms (early feedback) and the server (which checks the bytes). */

export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Documents one child can keep: enough for a family's records, not a way to fill a disk. */
export const DOCUMENTS_PER_KID_MAX = 30;
export const TOO_MANY_DOCUMENTS = `A child can keep at most ${DOCUMENTS_PER_KID_MAX} documents. Delete one to add another.`;

export type SniffedType =
  'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

/** The file's real type from its first bytes, whatever its name or declared type says. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp'; // RIFF....WEBP
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif'; // GIF8
  return null;
}

export const EXTENSION_FOR: Record<SniffedType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The document name a file suggests: its name before the first dot ('report.final.pdf' → 'report'). */
export function defaultDocumentName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const beforeDot = base.split('.')[0] ?? '';
  return beforeDot.trim() || base.trim();
}

export const formatMegabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
