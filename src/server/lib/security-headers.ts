import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * The origin a Leaflet tile template loads images from, as a CSP source: its `{s}` subdomain
 * placeholder becomes a wildcard (`https://{s}.tile.openstreetmap.org/…` →
 * `https://*.tile.openstreetmap.org`). A template the URL parser cannot read allows nothing extra.
 */
export function tileSource(template: string): string | null {
  const [, scheme, host] = /^(https?):\/\/([^/?#]+)/i.exec(template.trim()) ?? [];
  if (!scheme || !host) return null;
  const wildcarded = host.replace(/^\{[a-z]\}\./i, '*.');
  if (/[{}\s;,'"]/.test(wildcarded)) return null;
  return `${scheme.toLowerCase()}://${wildcarded.toLowerCase()}`;
}

export type SecurityHeaderOptions = {
  /** The public origin: HSTS is sent only when it is https. */
  appUrl: string;
  /** The map's tile template, the same value the web build reads (VITE_MAP_TILE_URL). */
  tileUrl: string;
};

/**
 * Every response's security headers. Scripts come only from our own origin, plus, on pages, a
 * per-request nonce (`c.get('secureHeadersNonce')`) for an inline data script the server may one
 * day write into the page; API answers are never run as documents' scripts, so they skip the
 * nonce's random bytes. Nothing may frame the app; images may also come from a tile host the
 * build names (decision 030). Styles allow 'unsafe-inline': sonner (toasts) and radix's scroll
 * lock insert `<style>` elements at run time without a nonce, and a nonce would make browsers
 * ignore 'unsafe-inline' for them.
 */
export function securityHeaders({ appUrl, tileUrl }: SecurityHeaderOptions): MiddlewareHandler {
  const tiles = tileSource(tileUrl);
  const https = appUrl.startsWith('https://');
  const headers = (withNonce: boolean) =>
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: withNonce ? ["'self'", NONCE] : ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      permissionsPolicy: {
        geolocation: ['self'],
        camera: [],
        microphone: [],
        payment: [],
        usb: [],
      },
      strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
      xFrameOptions: 'DENY',
      // The tile server and the avatar <img> are fine with the defaults; the app embeds nothing
      // cross-origin that would need require-corp.
      crossOriginEmbedderPolicy: false,
    });
  const pages = headers(true);
  const api = headers(false);
  return (c, next) => (c.req.path.startsWith('/api/') ? api(c, next) : pages(c, next));
}
