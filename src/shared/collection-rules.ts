/**
 * Collections (favourites and activity lists): the spec's words and Kidventure's limits, in one
 * place for the forms, the toasts and the API (spec part 2, sections 2, 5 and 8).
 */

export const LIST_NAME_MAX = 80;
export const LIST_DESCRIPTION_MAX = 500;
export const LISTS_PER_PARENT_MAX = 50;
export const ITEMS_PER_LIST_MAX = 200;
/** How many activity names a list card shows before '+ N more'. */
export const LIST_CARD_NAMES = 4;

export const LIST_NAME_REQUIRED = {
  title: 'List name required',
  description: 'Please enter a name for your list',
} as const;
export const LIST_NAME_TOO_LONG = `List name can be at most ${LIST_NAME_MAX} characters`;
export const LIST_DESCRIPTION_TOO_LONG = `Description can be at most ${LIST_DESCRIPTION_MAX} characters`;
export const TOO_MANY_LISTS = `You can keep at most ${LISTS_PER_PARENT_MAX} lists. Delete one to make room.`;
export const LIST_FULL = `A list can hold at most ${ITEMS_PER_LIST_MAX} activities. Remove one to make room.`;

export const COLLECTION_TOASTS = {
  favoriteAdded: 'Added to favorites',
  favoriteRemoved: 'Removed from favorites',
  listCreated: 'List created',
  listDeleted: 'List deleted',
  listPrivate: 'List is now private',
  listShared: 'List is now shared',
  addedToList: 'Added to list',
} as const;

export const deleteListQuestion = (name: string) => `Are you sure you want to delete "${name}"?`;

/** 'A, B, C, D' then '+ N more' for the rest (a list card). */
export function listCardNames(titles: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: titles.slice(0, LIST_CARD_NAMES),
    more: Math.max(0, titles.length - LIST_CARD_NAMES),
  };
}

/** A share link's token: 32 URL-safe characters; any other text is a dead link. */
export const isShareToken = (value: string) => /^[A-Za-z0-9_-]{32}$/.test(value);
