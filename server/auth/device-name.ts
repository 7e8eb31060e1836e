/**
 * A short, coarse name for the device a session was signed in from ("Chrome" and "Android"), read once from the
 * User-Agent at sign-in so the list of signed-in devices never has to keep or show the full header. Only names
 * we recognise are returned; anything else is null, and the page says "Unknown" rather than guess.
 */

/** Checked in order: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** iPhone and iPad before macOS (an iPad may say "Mac OS X"), Android before Linux. */
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export interface DeviceName {
  browser: string | null;
  os: string | null;
}

export function deviceName(userAgent: string | undefined | null): DeviceName {
  const ua = (userAgent ?? '').slice(0, 500);
  const pick = (list: [RegExp, string][]) => list.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  return { browser: pick(BROWSERS), os: pick(SYSTEMS) };
}
