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

it('keeps a deferred section as prerendered HTML through updates around it, and replays a click once the section has hydrated', async () => {
  const container = document.createElement('div');
  container.innerHTML = await prerenderWithAllChunks(() => renderToString(<Page heading="Tests" />));
  document.body.append(container);
  const button = () => container.querySelector('button')!;
  expect(button().textContent).toBe('Read the notes');

  const recovered: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, <Page heading="Tests" />, { onRecoverableError: (error) => recovered.push(error) }));
  expect(container.querySelector('[data-hydration="pending"]')).not.toBeNull();

  // An update around the section must not replace its HTML by the empty fallback.
  await act(async () => root.render(<Page heading="Lab tests" />));
  expect(container.querySelector('h1')?.textContent).toBe('Lab tests');
  expect(button().textContent).toBe('Read the notes');

  // React cannot handle a click on HTML it has not hydrated: the click opens the section and waits for it.
  act(() => button().click());
  expect(pressed).toEqual([]);
  await waitFor(() => expect(container.querySelector('[data-hydration="pending"]')).toBeNull());
  await waitFor(() => expect(pressed).toEqual(['Read the notes']));
  act(() => button().click());
  expect(pressed).toEqual(['Read the notes', 'Read the notes']);
  expect(recovered).toEqual([]);

  act(() => root.unmount());
  container.remove();
});

/** Like a react-hook-form field: on mount it sets the field to its default value, as a form's first render does. */
function NameField({ onName }: { onName: (name: string) => void }) {
  return (
    <label>
      Name
      <input ref={(input) => void (input && (input.value = ''))} onChange={(event) => onName(event.target.value)} />
    </label>
  );
}

const DeferredNameField = deferHydration(() => Promise.resolve(NameField), 'interaction');

it('keeps what a visitor typed into a deferred form before it hydrated', async () => {
  const names: string[] = [];
  const container = document.createElement('div');
  container.innerHTML = await prerenderWithAllChunks(() => renderToString(<DeferredNameField onName={() => {}} />));
  document.body.append(container);
  const root = await act(async () => hydrateRoot(container, <DeferredNameField onName={(name) => names.push(name)} />));
  const field = container.querySelector('input')!;

  act(() => {
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    field.value = 'Asha';
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await waitFor(() => expect(container.querySelector('[data-hydration="pending"]')).toBeNull());
  await waitFor(() => expect(names).toEqual(['Asha']));
  expect(field.value).toBe('Asha');

  act(() => root.unmount());
  container.remove();
});
