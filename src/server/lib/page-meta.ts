/**
 * What a shared link's preview shows (Open Graph and Twitter cards), written into the single-page
 * app's index.html by the server, since link previewers do not run JavaScript.
 */
export type PageMeta = {
  /** The page's own title; the document title becomes '{title} · Kidventure'. */
  title: string;
  description: string;
  /** Absolute URLs. */
  url: string;
  image?: string;
};

/** Finds the preview for a path of the web app, or null for a page without one. */
export type PageMetaLookup = (path: string) => Promise<PageMeta | null>;

export const SITE_NAME = 'Kidventure';

/** An absolute http(s) address for a picture (bundled ones are paths on our own origin). */
export function absoluteImageUrl(imageUrl: string, appUrl: string): string | undefined {
  try {
    const url = new URL(imageUrl, `${appUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);

function headTags(meta: PageMeta): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(`${meta.title} · ${SITE_NAME}`)}</title>`,
    named('description', meta.description),
    property('og:type', 'website'),
    property('og:site_name', SITE_NAME),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    ...(meta.image ? [property('og:image', meta.image)] : []),
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    ...(meta.image ? [named('twitter:image', meta.image)] : []),
  ].join('\n    ');
}

/** index.html with its default title and description replaced by the page's own tags. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  // A function, so '$&' or "$'" in a title is text, not a replacement pattern.
  return stripped.replace(/<\/head>/i, () => `  ${headTags(meta)}\n  </head>`);
}
