import '@fontsource-variable/figtree/wght.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { ConsoleApp } from '@/console/console-app';
import { consoleRoutes } from '@/console/console-routes';

// The staff console's entry (the `staff` environment of rsbuild.config.ts): rendered in the browser, behind sign-in.
const container = document.getElementById('root');
if (!container) throw new Error('The console page has no #root element');
createRoot(container).render(<ConsoleApp router={createBrowserRouter(consoleRoutes)} />);
