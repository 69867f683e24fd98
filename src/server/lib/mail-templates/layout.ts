/**
 * Every e-mail Kidventure sends, in one layout: an HTML part that looks like the app (its colours,
 * the wordmark as text, one button) and a plain-text part that says the same. Tables and inline
 * styles because mail clients drop style sheets; no images, so it reads the same with them off.
 */

/** The app's colours (src/web/styles.css). */
const COLOURS = {
  primary: '#0f766e',
  primaryTint: '#f0fdfa',
  canvas: '#fffaf3',
  ink: '#1c1917',
  muted: '#57534e',
  line: '#e7e1d8',
  white: '#ffffff',
} as const;

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export type EmailContent = {
  subject: string;
  /** The line an inbox shows after the subject. */
  preheader: string;
  /** Who it greets: a first name, or "there". */
  greetingName: string;
  heading: string;
  paragraphs: string[];
  /** Facts set apart in a box, one a line (a booking's date, place, total). */
  details?: string[];
  /** What comes after the details (a policy, a note about the link). */
  closing?: string[];
  /** The thing the e-mail is about: the button, and the footer's first link. */
  action: { label: string; url: string };
  /** Why this address got this e-mail, in a sentence. */
  reason: string;
  settingsUrl: string;
  /** The unsubscribe page, on what a parent can turn off (never on receipts or security mail). */
  unsubscribe?: { url: string; label: string };
};

export type RenderedEmail = { subject: string; html: string; text: string };

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const paragraph = (text: string, style = '') =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${COLOURS.ink};${style}">${escapeHtml(text)}</p>`;

const link = (url: string, label: string) =>
  `<a href="${escapeHtml(url)}" style="color:${COLOURS.primary};text-decoration:underline;">${escapeHtml(label)}</a>`;

function detailsBox(lines: string[]): string {
  const rows = lines
    .map(
      (line) =>
        `<tr><td style="padding:2px 0;font-size:15px;line-height:1.5;color:${COLOURS.ink};">${escapeHtml(line)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;background:${COLOURS.primaryTint};border-radius:12px;"><tr><td style="padding:14px 16px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows}</table></td></tr></table>`;
}

/** A link styled as the app's primary button; still a plain link where styles are dropped. */
function button({ label, url }: EmailContent['action']): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 16px;"><tr><td style="border-radius:12px;background:${COLOURS.primary};"><a href="${escapeHtml(url)}" style="display:inline-block;padding:13px 24px;font-family:${FONT};font-size:16px;font-weight:700;line-height:1.2;color:${COLOURS.white};text-decoration:none;border-radius:12px;">${escapeHtml(label)}</a></td></tr></table>`;
}

function footer(content: EmailContent): string {
  const links = [
    link(content.action.url, 'Open in Kidventure'),
    link(content.settingsUrl, 'Notification settings'),
    ...(content.unsubscribe ? [link(content.unsubscribe.url, 'Unsubscribe')] : []),
  ].join(' &middot; ');
  const small = `margin:0 0 8px;font-size:13px;line-height:1.5;color:${COLOURS.muted};`;
  return `<p style="${small}">${escapeHtml(content.reason)}</p><p style="${small}">${links}</p>`;
}

function html(content: EmailContent): string {
  const body = [
    paragraph(`Hi ${content.greetingName},`),
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;font-weight:800;color:${COLOURS.ink};">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((p) => paragraph(p)),
    content.details?.length ? detailsBox(content.details) : '',
    ...(content.closing ?? []).map((p) => paragraph(p, `font-size:14px;color:${COLOURS.muted};`)),
    button(content.action),
    paragraph(
      `Or open this link: ${content.action.url}`,
      `font-size:13px;color:${COLOURS.muted};word-break:break-all;`,
    ),
  ].join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLOURS.canvas};font-family:${FONT};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLOURS.canvas};"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;font-family:${FONT};">
<tr><td style="padding:0 8px 16px;font-size:24px;font-weight:800;letter-spacing:-0.02em;color:${COLOURS.primary};">Kidventure</td></tr>
<tr><td style="background:${COLOURS.white};border:1px solid ${COLOURS.line};border-radius:16px;padding:28px 24px 12px;">${body}</td></tr>
<tr><td style="padding:16px 8px 0;">${footer(content)}</td></tr>
</table></td></tr></table>
</body></html>
`;
}

function text(content: EmailContent): string {
  const blocks = [
    [`Hi ${content.greetingName},`],
    [content.heading],
    content.paragraphs,
    content.details ?? [],
    content.closing ?? [],
    [`${content.action.label}: ${content.action.url}`],
    [
      '--',
      content.reason,
      `Notification settings: ${content.settingsUrl}`,
      ...(content.unsubscribe
        ? [`Unsubscribe from ${content.unsubscribe.label}: ${content.unsubscribe.url}`]
        : []),
    ],
  ];
  return `${blocks
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join('\n'))
    .join('\n\n')}\n`;
}

/** The subject and both parts of one e-mail. */
export function renderEmail(content: EmailContent): RenderedEmail {
  return { subject: content.subject, html: html(content), text: text(content) };
}
