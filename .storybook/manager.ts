import { addons } from 'storybook/manager-api';
import { defaultConfig, type TagBadgeParameters } from 'storybook-addon-tag-badges/manager-helpers';

/**
 * A design-system component's status (issue 43) as a badge beside it in the sidebar and on its docs page: the tag
 * its stories' meta carries (`tags: ['stable']`). Ours come first: the addon shows one badge per entry, the first
 * that matches. The addon's own badges stay for the tags it knows (new, deprecated …).
 */
const statusBadges: TagBadgeParameters = [
  { tags: 'stable', badge: { text: 'Stable', style: 'green', tooltip: 'Stable: ready for any screen' } },
  { tags: 'experimental', badge: { text: 'Experimental', style: 'orange', tooltip: 'Experimental: may still change; ask before using it on a new screen' } },
  { tags: 'deprecated', badge: { text: 'Deprecated', style: 'red', tooltip: 'Deprecated: do not use on new screens; its page says what to use instead' } },
];

addons.setConfig({ tagBadges: [...statusBadges, ...defaultConfig] });
