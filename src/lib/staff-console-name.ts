// A relative import: rsbuild.config.ts reads this file for the console page's <title>, without the @/ alias.
import { siteConfig } from './site-config';

/** The staff console's name: its header's brand and its page titles' suffix. */
export const staffConsoleName = `${siteConfig.brandName} Staff`;
