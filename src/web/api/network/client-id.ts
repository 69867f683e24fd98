import { randomKey } from '../../lib/random-key';

/**
 * A UUID for a message the parent is about to send: a retry sends the same one, so the server
 * stores the message once. randomKey falls back to 32 hex digits where randomUUID is missing;
 * they are shaped into a version-4 UUID here.
 */
export function newClientId(): string {
  const key = randomKey();
  if (key.includes('-')) return key;
  const hex = key.padEnd(32, '0').slice(0, 32).split('');
  hex[12] = '4';
  hex[16] = '89ab'[parseInt(hex[16] ?? '0', 16) % 4] ?? '8';
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
