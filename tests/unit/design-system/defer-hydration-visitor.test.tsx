import { act, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { prerenderWithAllChunks } from '@/design-system/deferred/chunk';
import { deferHydration } from '@/design-system/deferred/defer-hydration';

let mounted: { root: Root; container: HTMLElement } | undefined;

afterEach(() => {
  if (!mounted) return;
  act(() => mounted?.root.unmount());
  mounted.container.remove();
  mounted = undefined;
});

/** The prerender's HTML of `server`, hydrated by `client` (the browser's first render). */
async function hydrate(server: ReactNode, client: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = await prerenderWithAllChunks(() => renderToString(server));
  document.body.append(container);
  const root = await act(async () => hydrateRoot(container, client));
  mounted = { root, container };
  return { root, container, pending: () => container.querySelector('[data-hydration="pending"]') };
}

const pressed: string[] = [];

function SubmitLabel({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => pressed.push(label)}>
      {label}
    </button>
  );
}

const DeferredSubmit = deferHydration(() => Promise.resolve(SubmitLabel), 'interaction');

it('hydrates a section whose props change before it hydrated, untouched, and shows them (a mode switched around a form)', async () => {
  const { root, container, pending } = await hydrate(<DeferredSubmit label="Log in" />, <DeferredSubmit label="Log in" />);
  expect(pending()).not.toBeNull();

  await act(async () => root.render(<DeferredSubmit label="Create account" />));
  await waitFor(() => expect(pending()).toBeNull());
  expect(container.querySelector('button')?.textContent).toBe('Create account');
  act(() => container.querySelector('button')!.click());
  expect(pressed).toEqual(['Create account']);
});

/** Like a react-hook-form field: its first render clears what the browser shows. */
function Choices({ onPick, onFiles }: { onPick: (value: string) => void; onFiles: (count: number) => void }) {
  return (
    <fieldset>
      <legend>Emergency service</legend>
      <label>
        <input type="radio" name="emergency" value="24/7" ref={(input) => void (input && (input.checked = false))} onChange={(event) => onPick(event.target.value)} />
        24/7
      </label>
      <label>
        Photo
        <input type="file" onChange={(event) => onFiles(event.target.files?.length ?? 0)} />
      </label>
    </fieldset>
  );
}

const DeferredChoices = deferHydration(() => Promise.resolve(Choices), 'interaction');

it('leaves a radio clicked before hydration to the browser and keeps it; files picked meanwhile reach the section once hydrated', async () => {
  const picked: string[] = [];
  const files: number[] = [];
  const { container, pending } = await hydrate(
    <DeferredChoices onPick={() => {}} onFiles={() => {}} />,
    <DeferredChoices onPick={(value) => picked.push(value)} onFiles={(count) => files.push(count)} />,
  );
  const radio = container.querySelector<HTMLInputElement>('input[type="radio"]')!;
  const fileInput = container.querySelector<HTMLInputElement>('input[type="file"]')!;

  act(() => radio.click());
  expect(radio.checked).toBe(true);
  Object.defineProperty(fileInput, 'files', { value: [new File(['png'], 'front.png', { type: 'image/png' })] });
  act(() => void fileInput.dispatchEvent(new Event('change', { bubbles: true })));

  await waitFor(() => expect(pending()).toBeNull());
  await waitFor(() => expect(picked).toEqual(['24/7']));
  await waitFor(() => expect(files).toEqual([1]));
  expect(radio.checked).toBe(true);
});
