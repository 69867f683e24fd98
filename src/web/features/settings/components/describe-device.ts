/**
 * A device in plain words from its user agent: 'Chrome on Linux', 'Safari on iPhone'.
 * Order matters: Edge and Opera also say Chrome, Chrome also says Safari, Android also says
 * Linux, iPhones also say Mac OS X.
 */

const BROWSERS: Array<[pattern: RegExp, name: string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\b(HeadlessChrome|Chrome|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(iPhone|iPad)\b.*\bAppleWebKit\//, 'Safari'],
];

const SYSTEMS: Array<[pattern: RegExp, name: string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const MOBILE_SYSTEMS = new Set(['iPhone', 'iPad', 'Android']);

export type DeviceSummary = {
  /** e.g. 'Chrome on Linux'; 'Unknown device' when nothing is recognised. */
  label: string;
  /** A phone or tablet (for the icon). */
  mobile: boolean;
};

const find = (list: Array<[RegExp, string]>, text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1];

export function describeDevice(userAgent: string | null | undefined): DeviceSummary {
  const text = userAgent?.trim() ?? '';
  const browser = find(BROWSERS, text);
  const system = find(SYSTEMS, text);
  const mobile = system !== undefined && MOBILE_SYSTEMS.has(system);
  if (browser && system) return { label: `${browser} on ${system}`, mobile };
  if (browser) return { label: browser, mobile };
  if (system) return { label: `Browser on ${system}`, mobile };
  return { label: 'Unknown device', mobile: false };
}
