/** The parent's saved searches ('Tell me about new ones'). */
export const savedSearchesQueryKey = ['saved-searches'] as const;
