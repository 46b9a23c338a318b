import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { SWRConfig } from 'swr';
import { theme } from '@theme/theme';
import { swrConfig } from '@/lib/swr-config';
import { ToastProvider } from '@/design-system/toast/toast-provider';

/** Theme, baseline styles, data fetching and toasts: everything a screen needs except the router. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrConfig}>
        <ToastProvider>{children}</ToastProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
