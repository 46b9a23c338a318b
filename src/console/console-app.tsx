import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ThemeBaseline } from '@theme/theme-baseline';
import { ToastProvider } from '@/design-system/toast/toast-provider';
import { consoleSwrConfig } from '@/console/console-swr-config';

type ConsoleAppProps = {
  router: ReturnType<typeof createBrowserRouter>;
};

/**
 * The console's providers: the site's theme with its baseline (the console is rendered in the browser, so the theme
 * writes its variables itself), SWR, and the toasts with their announcing live regions; then the router.
 */
export function ConsoleApp({ router }: ConsoleAppProps) {
  return (
    <StrictMode>
      <ThemeBaseline>
        <SWRConfig value={consoleSwrConfig}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </SWRConfig>
      </ThemeBaseline>
    </StrictMode>
  );
}
