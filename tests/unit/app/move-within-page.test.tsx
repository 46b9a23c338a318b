import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Link, Route, Routes } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useHashTarget } from '@/app/layout/use-hash-target';
import { BrowserHistoryRouter, createAppHistory } from '@/app/routing/browser-history-router';
import { prerenderWithAllChunks } from '@/design-system/deferred/chunk';
import { deferHydration } from '@/design-system/deferred/defer-hydration';

// A link to a section of the page it is on moves within the page: the router must not route it, or every section
// still prerendered HTML would load and hydrate for a scroll (a route change reaches them all).

const Offer = deferHydration(() => Promise.resolve(() => <section id="offer">Flat 10% OFF</section>), 'interaction', { plain: true });
const GetTheApp = deferHydration(
  () =>
    Promise.resolve(() => (
      <section id="get-the-app">
        <h2>Get the app</h2>
      </section>
    )),
  'interaction',
  { plain: true },
);

function ConsultationPage() {
  return (
    <>
      <Link to="#get-the-app">Download the app</Link> <Link to="/about">About us</Link>
      <Offer />
      <GetTheApp />
    </>
  );
}

function Layout() {
  useHashTarget();
  return (
    <Routes>
      <Route path="/consultation" element={<ConsultationPage />} />
      <Route path="/about" element={<h1>About us</h1>} />
    </Routes>
  );
}

const openAllGates = vi.fn();
const App = () => (
  <BrowserHistoryRouter history={createAppHistory()} onNavigate={openAllGates}>
    <Layout />
  </BrowserHistoryRouter>
);

const pending = (id: string) => document.getElementById(id)?.closest('[data-hydration="pending"]') ?? null;
let root: Root;
let container: HTMLDivElement;

beforeEach(async () => {
  Element.prototype.scrollIntoView = vi.fn();
  window.history.replaceState(null, '', '/consultation');
  container = document.createElement('div');
  container.innerHTML = await prerenderWithAllChunks(() => renderToString(<App />));
  document.body.append(container);
  root = await act(async () => hydrateRoot(container, <App />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  openAllGates.mockClear();
  window.history.replaceState(null, '', '/');
});

it("a router link to a section of the page lands on it and hydrates only that section, routing nothing", async () => {
  await act(async () => screen.getByRole('link', { name: 'Download the app' }).click());

  await waitFor(() => expect(document.getElementById('get-the-app')).toHaveFocus());
  expect(window.location.hash).toBe('#get-the-app');
  expect(pending('get-the-app')).toBeNull();
  expect(pending('offer')).not.toBeNull();
  expect(openAllGates).not.toHaveBeenCalled();
});

it("the browser's own move to a fragment (Back, or a link not yet hydrated) lands the same way", async () => {
  await act(async () => {
    window.history.pushState(null, '', '#get-the-app');
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });

  await waitFor(() => expect(document.getElementById('get-the-app')).toHaveFocus());
  expect(pending('offer')).not.toBeNull();
  expect(openAllGates).not.toHaveBeenCalled();
});

it('a link to another page is routed, after a move within the page too', async () => {
  await act(async () => screen.getByRole('link', { name: 'Download the app' }).click());
  await act(async () => screen.getByRole('link', { name: 'About us' }).click());

  expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
  expect(openAllGates).toHaveBeenCalledTimes(1);
});
