/**
 * A random id (an idempotency key, a visit's session id), also where crypto.randomUUID is
 * missing: it needs a secure context (https or localhost), and a LAN address over http has none.
 */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
