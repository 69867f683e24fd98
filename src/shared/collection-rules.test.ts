import { describe, expect, it } from 'vitest';
import { deleteListQuestion, listCardNames } from './collection-rules';

describe('list cards', () => {
  it('show at most 4 activity names, then + N more', () => {
    expect(listCardNames(['A', 'B', 'C'])).toEqual({ shown: ['A', 'B', 'C'], more: 0 });
    expect(listCardNames(['A', 'B', 'C', 'D', 'E', 'F'])).toEqual({
      shown: ['A', 'B', 'C', 'D'],
      more: 2,
    });
  });

  it('ask before deleting, with the name in quotes', () => {
    expect(deleteListQuestion('Summer camps')).toBe(
      'Are you sure you want to delete "Summer camps"?',
    );
  });
});
