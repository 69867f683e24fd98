import { describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION_MISMATCH, deleteAccountFor } from './settings';

describe('deleting an account', () => {
  const schema = deleteAccountFor('Mia.Parent@example.com');

  it('takes the account e-mail typed in any case, with spaces around it', () => {
    expect(schema.parse({ confirmEmail: '  mia.parent@EXAMPLE.com ' })).toEqual({
      confirmEmail: 'mia.parent@EXAMPLE.com',
    });
  });

  it.each(['', '   ', 'mia.parent@example.co', 'other@example.com'])(
    'refuses %j with the message that says how to confirm',
    (typed) => {
      const result = schema.safeParse({ confirmEmail: typed });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
        'confirmEmail',
        DELETE_CONFIRMATION_MISMATCH,
      ]);
    },
  );
});
