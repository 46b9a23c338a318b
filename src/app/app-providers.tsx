import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { SWRConfig } from 'swr';
import { theme } from '@theme/theme';
import { swrConfig } from '@/lib/swr-config';
import { ToastProvider } from '@/design-system/toast/toast-provider';

type AppProvidersProps = {
  children: ReactNode;
  /** Data files already in the page (prerendered), by SWR key: screens render them without fetching. */
  dataFallback?: Readonly<Record<string, unknown>>;
};

/** Theme, baseline styles, data fetching and toasts: everything a screen needs except the router. */
export function AppProviders({ children, dataFallback }: AppProvidersProps) {
  const swrValue = useMemo(() => (dataFallback ? { ...swrConfig, fallback: dataFallback } : swrConfig), [dataFallback]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrValue}>
        <ToastProvider>{children}</ToastProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
