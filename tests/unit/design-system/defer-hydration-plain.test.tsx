import { act, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { prerenderWithAllChunks } from '@/design-system/deferred/chunk';
import { deferHydration } from '@/design-system/deferred/defer-hydration';

/** The sections MUI's theme was loaded for. */
const themed = vi.hoisted(() => [] as string[]);
vi.mock('@/design-system/mui-theme/mui-theme-island', () => ({
  withMuiTheme: async (load: Promise<ComponentType>) => {
    const component = await load;
    themed.push(component.name);
    return component;
  },
}));

function Figures() {
  return <button type="button">4,000+ doctors</button>;
}

function Tabs() {
  return <button type="button">Lab tests</button>;
}

const PlainFigures = deferHydration(() => Promise.resolve(Figures), 'interaction', { plain: true });
const ThemedTabs = deferHydration(() => Promise.resolve(Tabs), 'interaction');

function Page() {
  return (
    <main>
      <PlainFigures />
      <ThemedTabs />
    </main>
  );
}

it("loads MUI's theme for a section that renders MUI, not for a plain one, which hydrates all the same", async () => {
  const container = document.createElement('div');
  container.innerHTML = await prerenderWithAllChunks(() => renderToString(<Page />));
  document.body.append(container);
  expect(themed).toEqual(['Tabs']);

  const recovered: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, <Page />, { onRecoverableError: (error) => recovered.push(error) }));
  const figures = container.querySelector('button')!;
  await act(async () => void figures.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  await waitFor(() => expect(figures.closest('[data-hydration]')).toBeNull());
  expect(figures.textContent).toBe('4,000+ doctors');
  expect(themed).toEqual(['Tabs']);
  expect(recovered).toEqual([]);

  act(() => root.unmount());
  container.remove();
});
