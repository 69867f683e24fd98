/** The part of http_ece (web push's payload encryption, JavaScript only) the push tests use. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  const ece: {
    /** Decrypts an aes128gcm body as the receiving browser (its key pair and auth secret). */
    decrypt(
      buffer: Buffer,
      params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
    ): Buffer;
  };
  export default ece;
}
