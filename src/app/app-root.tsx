import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from '@/app/app-providers';

type AppRootProps = {
  /** The router provider: the browser's, or the prerender's static one. */
  children: ReactNode;
  dataFallback?: Readonly<Record<string, unknown>>;
};

/** The same tree on the server and in the browser, so hydration matches element for element. */
export function AppRoot({ children, dataFallback }: AppRootProps) {
  return (
    <StrictMode>
      <AppProviders dataFallback={dataFallback}>{children}</AppProviders>
    </StrictMode>
  );
}
