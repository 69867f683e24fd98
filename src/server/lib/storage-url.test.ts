import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { parseStorageUrl } from './storage-url';

describe('STORAGE_URL', () => {
  it('keeps uploads on local disk when unset or empty', () => {
    expect(parseStorageUrl(undefined)).toEqual({ driver: 'local' });
    expect(parseStorageUrl('  ')).toEqual({ driver: 'local' });
  });

  it('reads an S3-compatible server with path-style addresses by default', () => {
    expect(parseStorageUrl('s3://kid-docs?endpoint=http://127.0.0.1:9000/')).toEqual({
      driver: 's3',
      bucket: 'kid-docs',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
  });

  it('reads AWS S3 itself, with its region and host-style addresses', () => {
    expect(parseStorageUrl('s3://kid.docs?region=eu-west-3')).toEqual({
      driver: 's3',
      bucket: 'kid.docs',
      endpoint: undefined,
      region: 'eu-west-3',
      forcePathStyle: false,
    });
    expect(
      parseStorageUrl('s3://kid-docs?endpoint=https://s3.example.com&forcePathStyle=false'),
    ).toMatchObject({ forcePathStyle: false, endpoint: 'https://s3.example.com' });
  });

  it.each([
    ['kid-docs', /not a URL/],
    ['file:///srv/uploads', /only s3:\/\/ is supported/],
    ['s3://key:secret@kid-docs', /credentials do not go in the URL/],
    ['s3://Kid_Docs', /is not a bucket name/],
    ['s3://kid-docs/uploads', /name the bucket only/],
    ['s3://kid-docs?endpoint=127.0.0.1:9000', /endpoint must be http\(s\):\/\/host/],
    ['s3://kid-docs?forcePathStyle=yes', /forcePathStyle must be true or false/],
    ['s3://kid-docs?forcepathstyle=true', /unknown option forcepathstyle/],
  ])('refuses %s with a message', (url, message) => {
    const parsed = parseStorageUrl(url);
    expect(parsed).toEqual({ error: expect.stringMatching(message) });
  });

  it('stops the configuration, naming the setting, when it is wrong', () => {
    expect(() => parseEnv({ STORAGE_URL: 's3://kid-docs?forcePathStyle=1' })).toThrow(
      'Invalid configuration:\n  STORAGE_URL: forcePathStyle must be true or false, not "1"',
    );
    expect(parseEnv({}).STORAGE_URL).toEqual({ driver: 'local' });
  });
});
