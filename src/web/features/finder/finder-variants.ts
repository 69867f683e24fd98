/**
 * How the two finders differ (docs/decisions/017-finders.md): KidCurator starts
 * from the kids (all of them chosen, the picker first, results ranked by their interests);
 * BoredomBot starts from the text (the box first, nobody chosen, a ?prompt= runs at once).
 */
export type FinderVariant = 'kid-curator' | 'boredom-bot';

export const FINDER_VARIANTS: Record<
  FinderVariant,
  {
    title: string;
    intro: string;
    kidsFirst: boolean;
    allKidsChosen: boolean;
    logType: 'kid_curator' | 'boredom_bot';
  }
> = {
  'kid-curator': {
    title: 'KidCurator',
    intro:
      "Choose who's joining and say what you're after: we match it to their ages and interests.",
    kidsFirst: true,
    allKidsChosen: true,
    logType: 'kid_curator',
  },
  'boredom-bot': {
    title: 'BoredomBot',
    intro: "Bored? Type what you're after the way you'd text a friend, and we'll find it.",
    kidsFirst: false,
    allKidsChosen: false,
    logType: 'boredom_bot',
  },
};

/** The spec's quick suggestions (part 2, Finders), shown while the box is empty. */
export const QUICK_SUGGESTIONS = [
  'Things to do this weekend',
  'Birthday party ideas',
  'Summer camps nearby',
  'Indoor activities for rainy days',
  'Art classes for kids',
  'PA day programs',
] as const;
