import { describe, expect, it } from 'vitest';
import { assessmentMetadataSchema } from '@/features/assessment/api/assessment-schema';
import { clientMetadata, detectBrowser, detectOs, screenResolution } from '@/features/assessment/model/client-metadata';

const agents = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  operaMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  samsungAndroid: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  unknown: 'curl/8.5.0',
};

describe('detectBrowser', () => {
  it.each([
    ['chromeWindows', 'Chrome 131'],
    ['edgeWindows', 'Edge 131'],
    ['operaMac', 'Opera 115'],
    ['safariMac', 'Safari 18'],
    ['safariIphone', 'Safari 18'],
    ['chromeIphone', 'Chrome 131'],
    ['firefoxLinux', 'Firefox 133'],
    ['samsungAndroid', 'Samsung Internet 26'],
    ['chromeAndroid', 'Chrome 131'],
    ['unknown', 'Unknown browser'],
  ] as const)('reads %s as %s', (agent, expected) => {
    expect(detectBrowser(agents[agent])).toBe(expected);
  });
});

describe('detectOs', () => {
  it.each([
    ['chromeWindows', 'Windows'],
    ['safariMac', 'MacOS'],
    ['safariIphone', 'iOS'],
    ['chromeIphone', 'iOS'],
    ['firefoxLinux', 'Linux'],
    ['samsungAndroid', 'Android'],
    ['chromeAndroid', 'Android'],
    ['unknown', 'Unknown OS'],
  ] as const)('reads %s as %s', (agent, expected) => {
    expect(detectOs(agents[agent])).toBe(expected);
  });
  it('reads an iPad that presents itself as a Mac (touch screen) as iOS', () => {
    expect(detectOs(agents.safariMac, 5)).toBe('iOS');
  });
});

describe('screenResolution', () => {
  it('writes width x height', () => {
    expect(screenResolution({ width: 1920, height: 1080 })).toBe('1920x1080');
    expect(screenResolution({ width: 390.4, height: 844 })).toBe('390x844');
  });
});

describe('clientMetadata', () => {
  it('builds metadata the shared schema accepts, with an ISO submission time', () => {
    const metadata = clientMetadata(
      { navigator: { userAgent: agents.chromeWindows, maxTouchPoints: 0 }, screen: { width: 1366, height: 768 } },
      new Date('2025-03-04T05:06:07.089Z'),
    );
    expect(metadata).toEqual({ browser: 'Chrome 131', os: 'Windows', screenResolution: '1366x768', submissionTime: '2025-03-04T05:06:07.089Z' });
    expect(assessmentMetadataSchema.parse(metadata)).toEqual(metadata);
  });
});
