import type { AssessmentMetadata } from '@/features/assessment/api/assessment-schema';

type OperatingSystem = AssessmentMetadata['os'];

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, and iOS browsers carry their own tokens.
const BROWSERS: ReadonlyArray<{ name: string; version: RegExp }> = [
  { name: 'Edge', version: /Edg(?:e|A|iOS)?\/(\d+)/ },
  { name: 'Opera', version: /(?:OPR|Opera)\/(\d+)/ },
  { name: 'Samsung Internet', version: /SamsungBrowser\/(\d+)/ },
  { name: 'Firefox', version: /(?:Firefox|FxiOS)\/(\d+)/ },
  { name: 'Chrome', version: /(?:Chrome|CriOS)\/(\d+)/ },
  { name: 'Safari', version: /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\// },
];

export const UNKNOWN_BROWSER = 'Unknown browser';

/** The browser's name and major version from its user agent, e.g. 'Chrome 131'. */
export function detectBrowser(userAgent: string): string {
  for (const { name, version } of BROWSERS) {
    const major = version.exec(userAgent)?.[1];
    if (major) return `${name} ${major}`;
  }
  return UNKNOWN_BROWSER;
}

/** One of the six values of spec §3. iPadOS presents itself as a Mac; its touch screen gives it away. */
export function detectOs(userAgent: string, maxTouchPoints = 0): OperatingSystem {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'iOS';
  if (/Android/.test(userAgent)) return 'Android';
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Macintosh|Mac OS X/.test(userAgent)) return maxTouchPoints > 1 ? 'iOS' : 'MacOS';
  if (/Linux|X11|CrOS/.test(userAgent)) return 'Linux';
  return 'Unknown OS';
}

/** The screen's size as 'WIDTHxHEIGHT', e.g. '1920x1080'. */
export function screenResolution(screen: Pick<Screen, 'width' | 'height'>): string {
  return `${Math.round(screen.width)}x${Math.round(screen.height)}`;
}

export type ClientEnvironment = {
  navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>;
  screen: Pick<Screen, 'width' | 'height'>;
};

/** The metadata sent with an assessment; call it when submitting, never while rendering. */
export function clientMetadata(environment: ClientEnvironment, now: Date = new Date()): AssessmentMetadata {
  const { userAgent, maxTouchPoints } = environment.navigator;
  return {
    browser: detectBrowser(userAgent),
    os: detectOs(userAgent, maxTouchPoints),
    screenResolution: screenResolution(environment.screen),
    submissionTime: now.toISOString(),
  };
}
