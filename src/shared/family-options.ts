/** Option lists and constants from the spec (part 1, section 9), in its order and words. */

export const KID_INTERESTS = [
  'Sports',
  'Music',
  'Art',
  'Science',
  'Nature',
  'Reading',
  'Swimming',
  'Dance',
  'Cooking',
  'Technology',
  'Animals',
  'Crafts',
  'Theatre',
  'Math',
] as const;

export const PREFERRED_ACTIVITY_TYPES = [
  'Arts & Crafts',
  'Music',
  'Sports',
  'Swimming',
  'Outdoor',
  'Educational',
  'Science',
  'Coding',
  'Theatre',
  'Dance',
  'Cooking',
  'Animals',
  'Language',
] as const;

export const TIME_WINDOWS = [
  'Weekday Mornings',
  'Weekday Afternoons',
  'After School',
  'Weekday Evenings',
  'Weekend Mornings',
  'Weekend Afternoons',
  'Weekend Evenings',
  'School Breaks',
] as const;

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const SCHOOL_GRADES = [
  'preschool',
  'kindergarten',
  '1st',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  'notApplicable',
] as const;

export const SCHOOL_GRADE_LABELS: Record<(typeof SCHOOL_GRADES)[number], string> = {
  preschool: 'Preschool',
  kindergarten: 'Kindergarten',
  '1st': '1st Grade',
  '2nd': '2nd Grade',
  '3rd': '3rd Grade',
  '4th': '4th Grade',
  '5th': '5th Grade',
  '6th': '6th Grade',
  notApplicable: 'Not Applicable',
};

export const EMERGENCY_RELATIONSHIPS = [
  'parent',
  'grandparent',
  'aunt-uncle',
  'sibling',
  'neighbor',
  'friend',
  'other',
] as const;

export const EMERGENCY_RELATIONSHIP_LABELS: Record<
  (typeof EMERGENCY_RELATIONSHIPS)[number],
  string
> = {
  parent: 'Parent',
  grandparent: 'Grandparent',
  'aunt-uncle': 'Aunt/Uncle',
  sibling: 'Sibling',
  neighbor: 'Neighbor',
  friend: 'Family Friend',
  other: 'Other',
};

/** Avatar colours a parent can pick for a child; the first is the default. */
export const AVATAR_COLORS = [
  '#0f766e',
  '#2563eb',
  '#7c3aed',
  '#db2777',
  '#dc2626',
  '#ea580c',
  '#ca8a04',
  '#16a34a',
] as const;

export const BIRTH_YEAR_MIN = 1900;

export const ONBOARDING_STEPS = [
  'welcome',
  'parent-profile',
  'kid-profile',
  'preferences',
  'complete',
] as const;
export const ONBOARDING_TOTAL_STEPS = ONBOARDING_STEPS.length;
/** The completion screen appears in three stages (ms after arrival). */
export const ONBOARDING_COMPLETE_STAGES_MS = [300, 1200, 2100] as const;
export const PROFILE_PROMPT_DELAY_MS = 1000;

export const ONBOARDING_DISTANCE = { min: 0, max: 50, step: 5, default: 10 } as const;
export const PREFERENCES_DISTANCE = { min: 1, max: 50, step: 1 } as const;
export const PREFERENCES_AGE_RANGE = { min: 0, max: 12, step: 1 } as const;

export const DEFAULT_PREFERENCES = {
  activityTypes: [] as string[],
  preferredDays: [] as string[],
  preferredTimes: [] as string[],
  maxDistance: 10,
  ageRange: { min: 0, max: 12 },
  enableNotifications: true,
};
