import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from './secrets';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-secrets-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('secrets kept in the data folder', () => {
  it('creates a long random secret, readable only by its owner, and gives the same one again', () => {
    const secret = loadOrCreateSecret(dir, 'auth-secret');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecret(dir, 'auth-secret')).toBe(secret);
  });

  it('refuses to start on an empty secret file rather than sign with an empty key', () => {
    fs.writeFileSync(path.join(dir, 'auth-secret'), '\n');
    expect(() => loadOrCreateSecret(dir, 'auth-secret')).toThrow(/holds no secret/);
    expect(fs.readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe('\n');
  });

  it('refuses a secret shorter than 32 characters', () => {
    fs.writeFileSync(path.join(dir, 'auth-secret'), 'short');
    expect(() => loadOrCreateSecret(dir, 'auth-secret')).toThrow(/shorter than 32 characters/);
  });

  it('keeps a secret someone put there, trimmed', () => {
    fs.writeFileSync(path.join(dir, 'admin-secret'), `${'k'.repeat(40)}\n`);
    expect(loadOrCreateSecret(dir, 'admin-secret')).toBe('k'.repeat(40));
  });

  it('never overwrites a secret file it cannot read', () => {
    fs.mkdirSync(path.join(dir, 'auth-secret'));
    expect(() => loadOrCreateSecret(dir, 'auth-secret')).toThrow();
    expect(fs.statSync(path.join(dir, 'auth-secret')).isDirectory()).toBe(true);
  });
});
