/** Where uploads are kept: local disk (DATA_DIR/uploads) or an S3-compatible bucket. */
export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      /** An S3-compatible service's address; unset → AWS S3 itself. */
      endpoint?: string;
      region: string;
      /** Bucket in the path (http://host/bucket/key) rather than in the host name. */
      forcePathStyle: boolean;
    };

const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PARAMETERS = ['endpoint', 'region', 'forcePathStyle'];
export const STORAGE_URL_FORM = 's3://bucket?endpoint=…&region=…&forcePathStyle=true|false';

/**
 * Reads STORAGE_URL: unset or empty → local disk; `s3://bucket?endpoint=…&region=…&forcePathStyle=…`
 * → that bucket (region us-east-1 unless given; path-style addresses when an endpoint is given,
 * as most S3-compatible servers want). Credentials are not in the URL: the AWS SDK finds them
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile or the machine's role).
 * Returns a message instead when the URL cannot be used.
 */
export function parseStorageUrl(value: string | undefined): StorageConfig | { error: string } {
  const text = value?.trim() ?? '';
  if (text === '') return { driver: 'local' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: `not a URL; expected ${STORAGE_URL_FORM} (or unset for local disk)` };
  }
  if (url.protocol !== 's3:') {
    return { error: `only s3:// is supported: ${STORAGE_URL_FORM} (or unset for local disk)` };
  }
  if (url.username || url.password) {
    return {
      error:
        'credentials do not go in the URL: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead',
    };
  }
  const bucket = url.hostname;
  if (!BUCKET_PATTERN.test(bucket)) {
    return { error: `"${bucket}" is not a bucket name (3–63 of a-z, 0-9, '.', '-')` };
  }
  if (url.port || (url.pathname !== '' && url.pathname !== '/')) {
    return { error: `name the bucket only, then the options: ${STORAGE_URL_FORM}` };
  }
  const unknown = [...url.searchParams.keys()].filter((k) => !PARAMETERS.includes(k));
  if (unknown.length > 0) {
    return {
      error: `unknown option ${unknown.join(', ')}; the options are ${PARAMETERS.join(', ')}`,
    };
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint)) {
    return { error: `endpoint must be http(s)://host[:port], not "${endpoint}"` };
  }
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') {
    return { error: `forcePathStyle must be true or false, not "${pathStyle}"` };
  }
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) return { error: `"${region}" is not a region name` };
  return {
    driver: 's3',
    bucket,
    endpoint: endpoint?.replace(/\/$/, ''),
    region,
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
  };
}
