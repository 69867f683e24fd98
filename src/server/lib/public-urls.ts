/** The owner-only URL of a parent's avatar; the version busts caches when it changes. */
export function avatarUrl(avatarKey: string | null, updatedAt: Date): string | null {
  return avatarKey ? `/api/profile/avatar?v=${updatedAt.getTime()}` : null;
}
