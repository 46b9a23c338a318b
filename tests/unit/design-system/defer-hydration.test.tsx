import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { prerenderWithAllChunks } from '@/design-system/deferred/chunk';
import { deferHydration } from '@/design-system/deferred/defer-hydration';

const pressed: string[] = [];

function Notes({ label }: { label: string }) {
  return (
    <p>
      <button type="button" onClick={() => pressed.push(label)}>
        {label}
      </button>
    </p>
  );
}

const DeferredNotes = deferHydration(() => Promise.resolve(Notes), 'interaction');

function Page({ heading }: { heading: string }) {
  return (
    <main>
      <h1>{heading}</h1>
      <DeferredNotes label="Read the notes" />
    </main>
  );
}

it('keeps a deferred section as prerendered HTML through updates around it, and hydrates it when a visitor focuses it', async () => {
  const container = document.createElement('div');
  container.innerHTML = await prerenderWithAllChunks(() => renderToString(<Page heading="Tests" />));
  document.body.append(container);
  const button = () => container.querySelector('button')!;
  expect(button().textContent).toBe('Read the notes');

  const recovered: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, <Page heading="Tests" />, { onRecoverableError: (error) => recovered.push(error) }));
  expect(container.querySelector('[data-hydration="pending"]')).not.toBeNull();
  await act(async () => button().click());
  expect(pressed).toEqual([]);

  // An update around the section must not replace its HTML by the empty fallback.
  await act(async () => root.render(<Page heading="Lab tests" />));
  expect(container.querySelector('h1')?.textContent).toBe('Lab tests');
  expect(button().textContent).toBe('Read the notes');

  await act(async () => button().dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  await waitFor(() => expect(container.querySelector('[data-hydration="pending"]')).toBeNull());
  act(() => button().click());
  expect(pressed).toEqual(['Read the notes']);
  expect(recovered).toEqual([]);

  act(() => root.unmount());
  container.remove();
});
