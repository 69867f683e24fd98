/** Where a parent changes what reaches them, linked from every e-mail. */
export const SETTINGS_PATH = '/settings#notifications';

export const settingsUrl = (appUrl: string) => `${appUrl}${SETTINGS_PATH}`;

/** The greeting's name: the profile's first name, else the first word of the account's name. */
export function greetingName(person: { firstName?: string | null; name?: string | null }): string {
  return person.firstName?.trim() || person.name?.trim().split(/\s+/)[0] || 'there';
}
