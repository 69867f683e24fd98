/**
 * A Content-Disposition value naming the file: an ASCII `filename` for old clients and the exact
 * name as RFC 5987 `filename*` (UTF-8, percent-encoded), which current browsers prefer.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents dropped: 'é' → 'e'
    .replace(/[^\x20-\x7e]|["\\%/]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
