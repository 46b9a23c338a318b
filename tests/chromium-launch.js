// Debian's Chromium, launched the way these machines allow (no sandbox as root, no background networking).

/**
 * Playwright's own --disable-features list (playwright-core 1.65), repeated because Chromium keeps only the
 * last --disable-features switch, plus the omnibox popup's WebUI: headless Chromium preloads it in a
 * renderer of its own for every window, which cost about a third of the CPU of a browser test here.
 * Tests only: Lighthouse and the bench keep Chromium's defaults, so their figures stay comparable.
 */
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** What the story and E2E tests launch (Playwright): the above without the browser-UI work no test looks at. */
export const browserTestLaunchOptions = {
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, `--disable-features=${disabledFeatures.join(',')}`],
};
