import { createLocalStorage, type Storage } from './storage';
import type { StorageConfig } from './storage-url';

/**
 * The storage STORAGE_URL names: local disk under `localRoot`, or an S3 bucket, checked before
 * the server starts so a wrong bucket or missing credentials stop the start with a message. The S3
 * client is loaded only when configured.
 */
export async function openStorage(config: StorageConfig, localRoot: string): Promise<Storage> {
  if (config.driver === 'local') return createLocalStorage(localRoot);
  const { checkS3Bucket, createS3Storage } = await import('./storage-s3');
  await checkS3Bucket(config);
  return createS3Storage(config);
}
