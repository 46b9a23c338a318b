import { useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '@/lib/swr-config';
import { ToastProvider } from '@/design-system/toast/toast-provider';
import { ClientRenderedContext } from '@/app/client-rendered';

type AppProvidersProps = {
  children: ReactNode;
  /** Data files already in the page (prerendered), by SWR key: screens render them without fetching. */
  dataFallback?: Readonly<Record<string, unknown>>;
};

/**
 * Data fetching and toasts: what every part of the app shares. MUI's theme is not here: only the parts that
 * render MUI components provide it (`MuiTheme`), so the plain header and shell boot without MUI.
 */
export function AppProviders({ children, dataFallback }: AppProvidersProps) {
  const swrValue = useMemo(() => (dataFallback ? { ...swrConfig, fallback: dataFallback } : swrConfig), [dataFallback]);
  return (
    <SWRConfig value={swrValue}>
      <ClientRenderedContext.Provider value={dataFallback === undefined}>
        <ToastProvider>{children}</ToastProvider>
      </ClientRenderedContext.Provider>
    </SWRConfig>
  );
}
