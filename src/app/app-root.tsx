import { StrictMode, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { AppProviders } from '@/app/app-providers';

type AppRootProps = {
  /** The router provider: the browser's, or the prerender's static one. */
  children: ReactNode;
  emotionCache: EmotionCache;
  dataFallback?: Readonly<Record<string, unknown>>;
};

/** The same tree on the server and in the browser, so hydration matches element for element. */
export function AppRoot({ children, emotionCache, dataFallback }: AppRootProps) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProviders dataFallback={dataFallback}>{children}</AppProviders>
      </CacheProvider>
    </StrictMode>
  );
}
