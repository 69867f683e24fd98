import { describe, expect, it } from 'vitest';
import { ADDRESS_REQUIRED, ADDRESS_TOO_LONG, addressTextProblem, LOCATION_TEXT_MAX } from './geo';
import { GeocodeSearchQuerySchema } from './schemas/profile';

describe('addressTextProblem', () => {
  it.each([
    ['', ADDRESS_REQUIRED],
    ['   a ', ADDRESS_REQUIRED],
    ['x'.repeat(LOCATION_TEXT_MAX + 1), ADDRESS_TOO_LONG],
    [` ${'x'.repeat(LOCATION_TEXT_MAX)} `, null],
    ['M5V', null],
  ])('%j → %s', (text, problem) => {
    expect(addressTextProblem(text)).toBe(problem);
  });

  it("is the geocoder search's rule: the API refuses the same texts with the same words", () => {
    for (const text of ['', ' a ', 'x'.repeat(LOCATION_TEXT_MAX + 1), ' Toronto ']) {
      const parsed = GeocodeSearchQuerySchema.safeParse({ q: text });
      expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(
        addressTextProblem(text),
      );
    }
    expect(GeocodeSearchQuerySchema.parse({ q: ' Toronto ' }).q).toBe('Toronto');
  });
});
