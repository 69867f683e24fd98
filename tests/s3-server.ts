import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { vi } from 'vitest';

export type TestS3Server = Awaited<ReturnType<typeof startS3Server>>;

/**
 * A local S3-compatible server (s3rver, in this process) on a free port, keeping its objects in a
 * temporary folder, with one empty bucket. The AWS SDK finds s3rver's fixed credentials in the
 * environment, as it would find real ones. `close()` stops it and removes the folder.
 */
export async function startS3Server(bucket = 'kidventure-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-test-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  /** What the server was asked, in order: method, path and headers. */
  const requests: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
  server.httpServer.on('request', (req) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    /** STORAGE_URL for this server's bucket. */
    url: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}`,
    requests,
    async close() {
      await server.close();
      vi.unstubAllEnvs();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
