import { isProviderSlug } from '../../../shared/provider-rules';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/http-errors';
import { absoluteImageUrl, type PageMeta } from '../../lib/page-meta';
import { getProviderPreview } from './providers.service';

/**
 * The preview of a provider's link (/providers/{slug}): their name, their own words (or a line
 * about them) and a picture of their next activity.
 */

const PROVIDER_PATH = /^\/providers\/([^/]+)\/?$/;
/** Previewers show about two lines; a longer text is cut at a word. */
const DESCRIPTION_MAX = 200;

export function clipText(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.–-]+$/, '');
  return `${atWord || cut}…`;
}

/** The preview for /providers/{slug}; null for any other path and for an unknown provider. */
export async function providerPageMeta(
  db: Database,
  appUrl: string,
  path: string,
): Promise<PageMeta | null> {
  const slug = PROVIDER_PATH.exec(path)?.[1];
  if (!slug || !isProviderSlug(slug)) return null;
  try {
    const { provider, imageUrl } = await getProviderPreview(db, slug);
    return {
      title: provider.name,
      description: provider.description
        ? clipText(provider.description)
        : `Camps, classes and workshops by ${provider.name} on Kidventure.`,
      url: `${appUrl}/providers/${provider.slug}`,
      image: imageUrl === undefined ? undefined : absoluteImageUrl(imageUrl, appUrl),
    };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}
