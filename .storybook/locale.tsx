import type { Decorator } from '@storybook/react';
import { locales, localeName, type Locale } from '@/lib/i18n/locale';

declare global {
  /** The language the preview's modules were loaded in (preview-head.html). */
  var __HV_STORY_LOCALE__: Locale | undefined;
}

const STORAGE_KEY = 'hv-story-locale';

/** The toolbar's language switch: a global every story reads, and a story may fix (`globals: { locale: 'hi' }`). */
export const localeGlobalType = {
  description: 'Language of the site',
  toolbar: { title: 'Language', icon: 'globe', items: locales.map((value) => ({ value, title: localeName[value] })), dynamicTitle: true },
};

/**
 * Renders the story in the language the toolbar (or the story) asks for. The site's catalogues pick their language
 * once, as their modules load, as a page's bundle does; so another language reloads the preview in it. A docs page
 * shows many stories at once and cannot reload for one of them (a page of English and Hindi examples would reload
 * for ever): an example in the other language says so, and how to see it, in its place.
 */
export const withLocale: Decorator = (Story, context) => {
  const wanted = (context.globals.locale ?? 'en') as Locale;
  const shown = globalThis.__HV_STORY_LOCALE__ ?? 'en';
  if (wanted !== shown && context.viewMode === 'docs') {
    return (
      <p lang="en">
        This example is in {localeName[wanted]}: choose Language → {localeName[wanted]} in the toolbar, or open the story{' '}
        <q>{context.name}</q> from the sidebar.
      </p>
    );
  }
  if (wanted !== shown) {
    sessionStorage.setItem(STORAGE_KEY, wanted);
    window.location.reload();
    return <></>;
  }
  return <Story />;
};
