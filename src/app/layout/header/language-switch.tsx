import { useSyncExternalStore, type SyntheticEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { localeHrefLang, localeName, pathInLocale, type Locale } from '@/lib/i18n/locale';
import { pageLocale } from '@/lib/i18n/page-locale';
import { headerMessages } from '@/app/layout/header/header-messages';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';

/** The language the switch offers: the one this page is not in. */
const otherLocale: Locale = pageLocale === 'hi' ? 'en' : 'hi';

const subscribeToFragment = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/**
 * The query and fragment of the window's URL, which an in-page link or a script may change without the router
 * knowing; the router's own while the window shows another URL (a frame with a memory router, as in Storybook).
 */
function currentQueryAndFragment(pathname: string, routerQueryAndFragment: string): string {
  const { pathname: windowPath, search, hash } = window.location;
  return windowPath === pathInLocale(pageLocale, pathname) ? `${search}${hash}` : routerQueryAndFragment;
}

type LanguageSwitchProps = {
  /** The link's look (the header's text button, or the mobile menu's). */
  className?: string;
  /** Called as the visitor follows it (e.g. the mobile menu closes). */
  onNavigate?: () => void;
};

/**
 * The same page in the other language: a plain link, since that language is another bundle the browser loads as
 * a new document. The prerendered href holds the path; once hydrated it keeps the query and fragment too, and
 * reads them again as the visitor reaches for it. Named by its visible text first (label in name), then a hint
 * in the language it leads to.
 */
export function LanguageSwitch({ className, onNavigate }: LanguageSwitchProps) {
  const { pathname, search, hash } = useLocation();
  const queryAndFragment = useSyncExternalStore(
    subscribeToFragment,
    () => currentQueryAndFragment(pathname, `${search}${hash}`),
    // The prerendered HTML knows the path only: hydration starts from it, then takes the URL's query and fragment.
    () => '',
  );
  const hrefWith = (tail: string) => `${pathInLocale(otherLocale, pathname)}${tail}`;
  // A fragment set by history.replaceState fires no event: read the URL once more before the link is used.
  const refresh = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = hrefWith(currentQueryAndFragment(pathname, `${search}${hash}`));
  };

  return (
    <a
      href={hrefWith(queryAndFragment)}
      lang={otherLocale}
      hrefLang={localeHrefLang[otherLocale]}
      className={className}
      onPointerEnter={refresh}
      onPointerDown={refresh}
      onFocus={refresh}
      onClick={(event) => {
        refresh(event);
        onNavigate?.();
      }}
    >
      {localeName[otherLocale]}
      <span className={hidden.visuallyHidden}>: {headerMessages.switchHint}</span>
    </a>
  );
}
