import { AppRoot } from '@/app/app-root';
import type { PageData } from '@/lib/page-data';
import { AppRoutes } from '@/app/routing/app-routes';
import { BrowserHistoryRouter, createAppHistory } from '@/app/routing/browser-history-router';
import { matchPage } from '@/app/routing/match-page';
import { loadScreen } from '@/app/routing/route-screen';
import { openAllGates } from '@/design-system/deferred/hydration-gates';
import { navigatePlainLinks } from '@/app/plain-link-navigation';
import { loadDocumentsWhileOffline } from '@/app/offline-link-navigation';
import { splitLocalePath } from '@/lib/i18n/locale';

/** The browser's app: the router started on the current URL, with the page's embedded data for SWR. */
export async function createApp(pageData: PageData | undefined) {
  // The current page's screen is loaded before the first render, so that render matches the prerendered HTML.
  const page = matchPage(splitLocalePath(window.location.pathname).path);
  if (page) await loadScreen(page.route);
  const history = createAppHistory();
  loadDocumentsWhileOffline();
  navigatePlainLinks((to) => history.push(to));
  // A navigation's update reaches the sections still dehydrated: they must load and hydrate for it to commit.
  const routed = (
    <BrowserHistoryRouter history={history} onNavigate={openAllGates}>
      <AppRoutes />
    </BrowserHistoryRouter>
  );
  // Rendered, not hydrated, a page has no stylesheet holding the baseline. A hydrated tree must keep the
  // server's shape exactly (a sibling would change every useId below it).
  const app = pageData ? routed : await import('@theme/theme-baseline').then(({ ThemeBaseline }) => <ThemeBaseline>{routed}</ThemeBaseline>);
  return (
    <AppRoot dataFallback={pageData?.dataFiles}>
      {app}
    </AppRoot>
  );
}
