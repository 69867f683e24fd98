import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { loadOrCreateVapidKeys, VAPID_KEYS_FILE, vapidKeysFor, vapidSubjectFor } from './push-keys';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-vapid-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('web push keys', () => {
  it('are generated once into the data folder, readable only by its owner, and kept', () => {
    const keys = loadOrCreateVapidKeys(dir);
    expect(keys.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(keys.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fs.statSync(path.join(dir, VAPID_KEYS_FILE)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateVapidKeys(dir)).toEqual(keys);
  });

  it('stop the start on a damaged file rather than cut off every subscribed device', () => {
    fs.writeFileSync(path.join(dir, VAPID_KEYS_FILE), '{"publicKey":"x"}');
    expect(() => loadOrCreateVapidKeys(dir)).toThrow(/does not hold a VAPID key pair/);
    expect(fs.readFileSync(path.join(dir, VAPID_KEYS_FILE), 'utf8')).toBe('{"publicKey":"x"}');
  });

  it('come from the environment when both are set, and no file is written', () => {
    const pair = webpush.generateVAPIDKeys();
    const env = parseEnv({
      DATA_DIR: dir,
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    });
    expect(vapidKeysFor(env)).toEqual(pair);
    expect(fs.existsSync(path.join(dir, VAPID_KEYS_FILE))).toBe(false);
  });

  it('are refused when only half a pair is set, or a key is not base64url of its size', () => {
    const pair = webpush.generateVAPIDKeys();
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: set both VAPID keys/,
    );
    expect(() =>
      parseEnv({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY: 87 characters/);
  });

  it('name who runs the server: VAPID_SUBJECT, else the address mail is sent from', () => {
    expect(vapidSubjectFor(parseEnv({ VAPID_SUBJECT: 'https://kidventure.example' }))).toBe(
      'https://kidventure.example',
    );
    expect(vapidSubjectFor(parseEnv({ MAIL_FROM: 'Kidventure <team@kv.example>' }))).toBe(
      'mailto:team@kv.example',
    );
    expect(() => parseEnv({ VAPID_SUBJECT: 'http://kv.example' })).toThrow(/VAPID_SUBJECT/);
  });
});
