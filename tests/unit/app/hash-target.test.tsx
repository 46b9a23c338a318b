import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useHashTarget } from '@/app/layout/use-hash-target';
import { prerenderWithAllChunks } from '@/design-system/deferred/chunk';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { TestCategoryTabs } from '@/features/catalogue/components/lab-tests-by-category/components/test-category-tabs';
import { labTestAnchorId } from '@/features/catalogue/model/item-anchors';
import type { CategorisedTest, TestCategory } from '@/features/catalogue/schemas/test-category';

const categories: TestCategory[] = [
  { id: 1, name: 'Diabetes', tests: [{ id: 11, name: 'HbA1c', price: 499 }] },
  {
    id: 2,
    name: 'Thyroid',
    tests: [
      { id: 21, name: 'TSH', price: 299 },
      { id: 11, name: 'HbA1c', price: 499 },
    ],
  },
];
const anchorOf = (test: CategorisedTest) => labTestAnchorId(test.id);

function LabTests() {
  return <TestCategoryTabs categories={categories} label="Lab test categories" anchorOf={anchorOf} />;
}

/** Read only until touched, so only the fragment target can make it hydrate. */
const DeferredLabTests = deferHydration(() => Promise.resolve(LabTests), 'interaction');

function Layout() {
  useHashTarget();
  return (
    <main>
      <Link to="/about">About</Link> <Link to="/tests#lab-test-21">TSH</Link> <Link to="/tests#lab-test-11">HbA1c</Link>
      <Routes>
        <Route path="/tests" element={<DeferredLabTests />} />
        <Route path="/about" element={<h1>About</h1>} />
      </Routes>
    </main>
  );
}

const App = () => (
  <BrowserRouter>
    <Layout />
  </BrowserRouter>
);

const scrolledTo: Element[] = [];
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn(function scrollIntoView(this: Element) {
    scrolledTo.push(this);
  });
});
afterEach(() => {
  scrolledTo.length = 0;
  window.history.replaceState(null, '', '/');
});

/** Awaited: the deferred section reads its loaded chunk with use(), which a synchronous act() takes for a suspension. */
async function follow(name: string) {
  await act(async () => screen.getByRole('link', { name }).click());
}

async function expectLandedOn(id: string, category: string) {
  await waitFor(() => expect(document.getElementById(id)).toHaveFocus());
  expect(screen.getByRole('tab', { name: category })).toHaveAttribute('aria-selected', 'true');
  expect(scrolledTo.at(-1)).toBe(document.getElementById(id));
}

it('on arrival at a card in a tab not shown, hydrates its section, selects the tab and focuses the card', async () => {
  window.history.replaceState(null, '', '/tests#lab-test-21');
  const container = document.createElement('div');
  container.innerHTML = await prerenderWithAllChunks(() => renderToString(<App />));
  document.body.append(container);
  expect(container.querySelector('#lab-test-21')).not.toBeNull();

  const recovered: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, <App />, { onRecoverableError: (error) => recovered.push(error) }));
  await waitFor(() => expect(container.querySelector('[data-hydration="pending"]')).toBeNull());
  await expectLandedOn('lab-test-21', 'Thyroid');
  expect(recovered).toEqual([]);

  act(() => root.unmount());
  container.remove();
});

it('after a client-side navigation, lands on the card in the first category that lists it; on the same page too', async () => {
  // The route's code has loaded, as the router's lazy route would have before rendering it.
  await prerenderWithAllChunks(() => undefined);
  window.history.replaceState(null, '', '/about');
  render(<App />);
  await follow('TSH');
  await expectLandedOn('lab-test-21', 'Thyroid');

  await follow('HbA1c');
  await expectLandedOn('lab-test-11', 'Diabetes');
  expect(document.querySelectorAll('[id="lab-test-11"]')).toHaveLength(1);
});
