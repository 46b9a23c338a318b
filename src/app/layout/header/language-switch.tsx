import { useSyncExternalStore, type SyntheticEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { localeHrefLang, localeName, pathInLocale, type Locale } from '@/lib/i18n/locale';
import { pageLocale } from '@/lib/i18n/page-locale';

/** The language the switch offers: the one this page is not in. */
const otherLocale: Locale = pageLocale === 'hi' ? 'en' : 'hi';

const subscribeToFragment = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

type LanguageSwitchProps = {
  /** The link's look (the header's text button, or the mobile menu's). */
  className?: string;
  /** Called as the visitor follows it (e.g. the mobile menu closes). */
  onClick?: () => void;
};

/**
 * The same page in the other language, named in that language: a plain link, since that language is another
 * bundle the browser loads as a new document. The prerendered href holds the path; once hydrated it keeps the
 * query and fragment too, and reads them again as the visitor reaches for it.
 */
export function LanguageSwitch({ className, onClick }: LanguageSwitchProps) {
  const { pathname, search, hash } = useLocation();
  // The window's query and fragment, which an in-page link may change without the router knowing; the router's
  // while the window shows another URL (a frame with a memory router, as in Storybook).
  const current = () => (location.pathname === pathInLocale(pageLocale, pathname) ? location.search + location.hash : search + hash);
  // The prerendered HTML knows the path only: hydration starts from it, then takes the query and fragment.
  const queryAndFragment = useSyncExternalStore(subscribeToFragment, current, () => '');
  const path = pathInLocale(otherLocale, pathname);
  // A fragment set by history.replaceState fires no event: read it again before the link is used.
  const refresh = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = path + current();
  };

  return (
    <a
      href={path + queryAndFragment}
      lang={otherLocale}
      hrefLang={localeHrefLang[otherLocale]}
      className={className}
      onFocus={refresh}
      onPointerDown={refresh}
      onClick={onClick}
    >
      {localeName[otherLocale]}
    </a>
  );
}
