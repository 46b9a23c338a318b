import type { RsbuildPlugin } from '@rsbuild/core';
import { APPLE_TOUCH_ICON_PATH, WEB_MANIFEST_PATH } from '../../src/lib/web-app-files';

/**
 * Links the web app manifest and the home-screen icon in the page template. Builds only: the files are
 * written by scripts/build-web-manifest.ts, and the dev server would answer them with the page itself.
 */
export function pluginWebManifestLinks(): RsbuildPlugin {
  return {
    name: 'healvia:web-manifest-links',
    setup(api) {
      if (api.context.action !== 'build') return;
      api.modifyHTMLTags(({ headTags, bodyTags }) => ({
        headTags: [
          ...headTags,
          { tag: 'link', attrs: { rel: 'manifest', href: WEB_MANIFEST_PATH } },
          { tag: 'link', attrs: { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON_PATH } },
        ],
        bodyTags,
      }));
    },
  };
}
