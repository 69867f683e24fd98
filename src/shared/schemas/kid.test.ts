import { describe, expect, it } from 'vitest';
import { addDays, localIsoDate } from '../iso-date';
import {
  DOCUMENT_NAME_AND_FILE_REQUIRED,
  DocumentNameSchema,
  KID_BIRTH_DATE_FUTURE,
  KID_BIRTH_DATE_REQUIRED,
  KID_NAME_REQUIRED,
  KidInputSchema,
  OnboardingKidsSchema,
} from './kid';

const valid = { name: 'Mia', birthDate: '2019-04-02' };

/** The messages of a failed parse, by field path. */
function problems(input: unknown) {
  const result = KidInputSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
}

describe('KidInputSchema', () => {
  it('accepts a minimal profile and fills the defaults', () => {
    expect(KidInputSchema.parse(valid)).toEqual({
      ...valid,
      interests: [],
      avatarColor: '#0f766e',
    });
  });

  it('trims text and turns blank optional fields into null', () => {
    const parsed = KidInputSchema.parse({
      ...valid,
      name: '  Mia Rose ',
      allergies: '   ',
      schoolDistrict: ' North ',
      emergencyContact: { name: '', phone: '', relationship: null },
    });
    expect(parsed.name).toBe('Mia Rose');
    expect(parsed.allergies).toBeNull();
    expect(parsed.schoolDistrict).toBe('North');
    expect(parsed.emergencyContact).toEqual({ name: null, phone: null, relationship: null });
  });

  it('requires a name that is not blank', () => {
    expect(problems({ ...valid, name: '   ' })).toEqual([['name', KID_NAME_REQUIRED]]);
    expect(problems({ birthDate: valid.birthDate })).toEqual([['name', KID_NAME_REQUIRED]]);
  });

  it('requires a real birth date no later than today', () => {
    // A blank date fails the later checks too; the first message is the one shown.
    expect(problems({ ...valid, birthDate: '' })[0]).toEqual([
      'birthDate',
      KID_BIRTH_DATE_REQUIRED,
    ]);
    expect(problems({ ...valid, birthDate: addDays(localIsoDate(), 1) })).toEqual([
      ['birthDate', KID_BIRTH_DATE_FUTURE],
    ]);
    expect(problems({ ...valid, birthDate: '2020-02-30' })[0]?.[0]).toBe('birthDate');
    expect(KidInputSchema.safeParse({ ...valid, birthDate: localIsoDate() }).success).toBe(true);
  });

  it('refuses an unknown school grade or relationship', () => {
    expect(problems({ ...valid, schoolGrade: '7th' })).toEqual([
      ['schoolGrade', 'Unknown school grade'],
    ]);
    expect(problems({ ...valid, emergencyContact: { name: 'Ann', relationship: 'boss' } })).toEqual(
      [['emergencyContact.relationship', 'Unknown relationship']],
    );
  });

  it('refuses an unknown interest and the same interest twice', () => {
    expect(problems({ ...valid, interests: ['Art', 'Juggling'] })).toEqual([
      ['interests.1', 'Unknown interest'],
    ]);
    expect(problems({ ...valid, interests: ['Art', 'Music', 'Art'] })).toEqual([
      ['interests', 'Each interest can be chosen once'],
    ]);
  });

  it('refuses over-long text and a malformed phone', () => {
    expect(problems({ ...valid, goodToKnow: 'x'.repeat(2001) })[0]?.[0]).toBe('goodToKnow');
    expect(
      problems({ ...valid, emergencyContact: { name: 'Ann', phone: 'call me' } })[0]?.[0],
    ).toBe('emergencyContact.phone');
  });
});

describe('OnboardingKidsSchema', () => {
  it('takes between one and twelve children with the onboarding fields', () => {
    expect(OnboardingKidsSchema.safeParse({ kids: [] }).success).toBe(false);
    expect(OnboardingKidsSchema.safeParse({ kids: Array(13).fill(valid) }).success).toBe(false);
    const parsed = OnboardingKidsSchema.parse({ kids: [{ ...valid, allergies: 'Nuts' }] });
    expect(parsed.kids).toEqual([{ ...valid, allergies: 'Nuts', interests: [] }]);
  });
});

describe('DocumentNameSchema', () => {
  it('trims the name and requires one', () => {
    expect(DocumentNameSchema.parse('  Vaccination record ')).toBe('Vaccination record');
    const blank = DocumentNameSchema.safeParse('  ');
    expect(blank.error?.issues[0]?.message).toBe(DOCUMENT_NAME_AND_FILE_REQUIRED);
  });
});
