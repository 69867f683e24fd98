import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { testPasswordHashing } from './password-hashing';

describe("the tests' password hashing", () => {
  it('checks its own hashes: the right password passes, a wrong one does not', async () => {
    const hash = await testPasswordHashing.hash('correct horse 1');
    expect(hash).not.toContain('correct horse 1');
    expect(await testPasswordHashing.verify({ hash, password: 'correct horse 1' })).toBe(true);
    expect(await testPasswordHashing.verify({ hash, password: 'correct horse 2' })).toBe(false);
    // Salted: the same password hashes differently each time.
    expect(await testPasswordHashing.hash('correct horse 1')).not.toBe(hash);
  });

  it("checks a hash better-auth made at production's cost (a migration test stores one)", async () => {
    const hash = await hashPassword('correct horse 1');
    expect(await testPasswordHashing.verify({ hash, password: 'correct horse 1' })).toBe(true);
    expect(await testPasswordHashing.verify({ hash, password: 'wrong' })).toBe(false);
  });
});
