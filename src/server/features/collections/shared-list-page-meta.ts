import type { Database } from '../../db/client';
import { AppError } from '../../lib/http-errors';
import type { PageMeta } from '../../lib/page-meta';
import { getSharedList } from './collections.service';

const SHARED_PATH = /^\/lists\/shared\/([A-Za-z0-9_-]{32})\/?$/;

/** 'Dana's list on Kidventure: 3 activities.' when the list has no description of its own. */
const summary = (ownerFirstName: string, count: number) =>
  `${ownerFirstName}'s list on Kidventure: ${count} ${count === 1 ? 'activity' : 'activities'}.`;

/** The preview of a shared list's link; null for any other path and for a dead link. */
export async function sharedListPageMeta(
  db: Database,
  appUrl: string,
  path: string,
): Promise<PageMeta | null> {
  const token = SHARED_PATH.exec(path)?.[1];
  if (!token) return null;
  try {
    const list = await getSharedList(db, token, null);
    return {
      title: list.name,
      description: list.description ?? summary(list.ownerFirstName, list.activities.length),
      url: `${appUrl}/lists/shared/${token}`,
    };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}
