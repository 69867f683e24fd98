import { describe, expect, it } from 'vitest';
import {
  filtersFromPreferences,
  hasFilters,
  unfilterableWindows,
  NO_FILTERS,
  searchForFilters,
  type DiscoverFilters,
  type SavedPreferences,
} from './preference-filters';

const saved: SavedPreferences = {
  saved: true,
  activityTypes: [],
  preferredDays: [],
  preferredTimes: [],
  maxDistance: 10,
  ageRange: { min: 0, max: 12 },
};

const filters = (overrides: Partial<DiscoverFilters>): DiscoverFilters => ({
  ...NO_FILTERS,
  ...overrides,
});
const located = { hasLocation: true };
const nowhere = { hasLocation: false };

describe('filtersFromPreferences', () => {
  it('gives no filters to a parent who never saved preferences', () => {
    expect(filtersFromPreferences({ ...saved, saved: false, activityTypes: ['Sports'] })).toEqual(
      NO_FILTERS,
    );
  });

  it("takes the parent's types, days, time windows and distance", () => {
    expect(
      filtersFromPreferences({
        ...saved,
        activityTypes: ['Sports', 'Arts & Crafts'],
        preferredDays: ['Saturday'],
        preferredTimes: ['Weekday Mornings'],
        maxDistance: 15,
      }),
    ).toEqual({
      types: ['Sports', 'Arts & Crafts'],
      days: ['Saturday'],
      times: ['Weekday Mornings'],
      maxDistance: 15,
      age: null,
    });
  });

  it('leaves out School Breaks and unknown words, which no search can honour', () => {
    const result = filtersFromPreferences({
      ...saved,
      activityTypes: ['Sports', 'Knitting'],
      preferredTimes: ['School Breaks', 'After School'],
    });
    expect(result.types).toEqual(['Sports']);
    expect(result.times).toEqual(['After School']);
  });

  it('reads a 0-mile distance as no limit', () => {
    expect(filtersFromPreferences({ ...saved, maxDistance: 0 }).maxDistance).toBeNull();
  });

  it('keeps an age range only when it is a single age', () => {
    expect(filtersFromPreferences({ ...saved, ageRange: { min: 6, max: 6 } }).age).toBe(6);
    expect(filtersFromPreferences({ ...saved, ageRange: { min: 4, max: 8 } }).age).toBeNull();
    expect(filtersFromPreferences(saved).age).toBeNull();
  });
});

describe('unfilterableWindows', () => {
  it('names School Breaks when it is saved, so Discover can say it does not filter', () => {
    const preferredTimes = ['After School', 'School Breaks'];
    expect(unfilterableWindows({ ...saved, preferredTimes })).toEqual(['School Breaks']);
    expect(unfilterableWindows({ ...saved, preferredTimes: ['After School'] })).toEqual([]);
    expect(unfilterableWindows({ ...saved, saved: false, preferredTimes })).toEqual([]);
  });
});

describe('searchForFilters', () => {
  it('searches nothing extra without filters', () => {
    expect(searchForFilters(NO_FILTERS, located)).toEqual({});
  });

  it('turns preferred types into categories through the shared table', () => {
    expect(searchForFilters(filters({ types: ['Educational', 'Science'] }), nowhere)).toEqual({
      type: ['Science', 'Coding', 'Language'],
    });
    expect(searchForFilters(filters({ types: ['Outdoor', 'Animals'] }), nowhere).type).toEqual([
      'Nature',
    ]);
  });

  it('turns preferred days into weekdays', () => {
    expect(searchForFilters(filters({ days: ['Monday', 'Saturday'] }), nowhere)).toEqual({
      weekday: ['monday', 'saturday'],
    });
  });

  it('turns one day group of windows into its days and times', () => {
    expect(
      searchForFilters(filters({ times: ['Weekday Mornings', 'Weekday Evenings'] }), nowhere),
    ).toEqual({
      weekday: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      timeOfDay: ['morning', 'evening'],
    });
    expect(searchForFilters(filters({ times: ['Weekend Afternoons'] }), nowhere)).toEqual({
      weekday: ['saturday', 'sunday'],
      timeOfDay: ['afternoon'],
    });
  });

  it('searches After School as its own time of day', () => {
    expect(searchForFilters(filters({ times: ['After School'] }), nowhere).timeOfDay).toEqual([
      'afterSchool',
    ]);
  });

  it('needs no weekday for the same time on weekdays and weekends', () => {
    expect(
      searchForFilters(filters({ times: ['Weekday Mornings', 'Weekend Mornings'] }), nowhere),
    ).toEqual({ timeOfDay: ['morning'] });
  });

  it('searches mixed windows as windows, so Weekday Mornings brings no Saturday morning', () => {
    expect(
      searchForFilters(filters({ times: ['Weekday Mornings', 'Weekend Evenings'] }), nowhere),
    ).toEqual({ window: ['Weekday Mornings', 'Weekend Evenings'] });
  });

  it("lets the parent's own days decide the days, with the windows' times", () => {
    expect(
      searchForFilters(filters({ days: ['Saturday'], times: ['Weekday Mornings'] }), nowhere),
    ).toEqual({ weekday: ['saturday'], timeOfDay: ['morning'] });
  });

  it('limits the distance only once a location is known', () => {
    expect(searchForFilters(filters({ maxDistance: 10 }), located)).toEqual({ withinMiles: 10 });
    expect(searchForFilters(filters({ maxDistance: 10 }), nowhere)).toEqual({});
  });

  it('searches a single age', () => {
    expect(searchForFilters(filters({ age: 6 }), nowhere)).toEqual({ age: 6 });
  });
});

describe('hasFilters', () => {
  it('is false only with nothing set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters(filters({ maxDistance: 5 }))).toBe(true);
    expect(hasFilters(filters({ days: ['Sunday'] }))).toBe(true);
  });
});
