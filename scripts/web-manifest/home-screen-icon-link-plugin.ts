import type { RsbuildPlugin } from '@rsbuild/core';
import { APPLE_TOUCH_ICON_PATH } from '../../src/lib/web-app-files';

/**
 * Links the home-screen icon Safari reads when a visitor adds the site to the home screen (it fetches nothing
 * on load). The web app manifest is linked by the page once it is ready (src/app/make-site-installable.ts).
 * Builds only: the icon is written by scripts/build-web-manifest.ts.
 */
export function pluginHomeScreenIconLink(): RsbuildPlugin {
  return {
    name: 'healvia:home-screen-icon-link',
    setup(api) {
      if (api.context.action !== 'build') return;
      api.modifyHTMLTags(({ headTags, bodyTags }) => ({
        headTags: [...headTags, { tag: 'link', attrs: { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON_PATH } }],
        bodyTags,
      }));
    },
  };
}
