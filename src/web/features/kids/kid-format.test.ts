import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS } from '../../../shared/family-options';
import { AVATAR_COLOR_NAMES, ageLabel, initialsColorOn, interestsPreview } from './kid-format';

describe('kid card rules', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageLabel('2018-06-15', '2026-06-14')).toBe('7 years');
    expect(ageLabel('2018-06-15', '2026-06-15')).toBe('8 years');
    expect(ageLabel('2025-01-01', '2026-01-01')).toBe('1 year');
    expect(ageLabel('2025-09-01', '2026-01-01')).toBe('0 years');
  });

  it('shows at most two interests and counts the rest', () => {
    expect(interestsPreview([])).toEqual({ shown: [], more: 0 });
    expect(interestsPreview(['Art', 'Music'])).toEqual({ shown: ['Art', 'Music'], more: 0 });
    expect(interestsPreview(['Art', 'Music', 'Dance', 'Math'])).toEqual({
      shown: ['Art', 'Music'],
      more: 2,
    });
  });

  it('names every avatar colour and keeps its initials readable (AA)', () => {
    expect(Object.keys(AVATAR_COLOR_NAMES)).toEqual([...AVATAR_COLORS]);
    expect(initialsColorOn('#0f766e')).toBe('#ffffff');
    expect(initialsColorOn('#ca8a04')).toBe('#1c1917');
  });
});
