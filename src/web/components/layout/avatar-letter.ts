/**
 * The account button's letter: the first kid profile's initial, else the e-mail's first
 * letter, else 'U'.
 */
export function avatarLetter({
  kidNames,
  email,
}: {
  kidNames: readonly string[];
  email: string | null | undefined;
}): string {
  const first = (value: string | null | undefined) => value?.trim().charAt(0).toUpperCase() ?? '';
  return first(kidNames[0]) || first(email) || 'U';
}
