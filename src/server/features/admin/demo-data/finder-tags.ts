/**
 * Tags the finder's keyword groups match (spec part 2, section 5: camp, birthday, indoor,
 * outdoor, pa_day). The demo catalogue must contain each, or a finder query finds nothing.
 */
export const FINDER_TAGS = [
  'camp',
  'summer',
  'day camp',
  'indoor',
  'outdoor',
  'park',
  'party',
  'birthday',
  'celebration',
  'pa day',
  'school break',
  'holiday',
  'inside',
  'outside',
];
