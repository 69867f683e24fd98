import { describe, expect, it } from 'vitest';
import { fieldRules } from './field-rules';

describe('fieldRules', () => {
  const schema = fieldRules<{ name: string; age: string }>({
    name: (name) => (name.trim() === '' ? 'Please enter a name' : null),
    age: (age) => (/^\d+$/.test(age) ? null : 'Enter an age in years'),
  });

  it('lets values through unchanged when every rule is met', () => {
    expect(schema.safeParse({ name: ' Mia ', age: '7' })).toEqual({
      success: true,
      data: { name: ' Mia ', age: '7' },
    });
  });

  it("names each field that breaks its rule, with the rule's message", () => {
    expect(schema.safeParse({ name: ' ', age: 'seven' })).toEqual({
      success: false,
      error: {
        issues: [
          { path: ['name'], message: 'Please enter a name' },
          { path: ['age'], message: 'Enter an age in years' },
        ],
      },
    });
  });
});
