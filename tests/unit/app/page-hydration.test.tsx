import { readFileSync } from 'node:fs';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createApp } from '@/app/create-app';
import type { PageData } from '@/lib/page-data';
import { renderPage } from '@/entry-server';

const readDataFile = (path: string): unknown => JSON.parse(readFileSync(`public${path}`, 'utf8'));
let mounted: { root: Root; container: HTMLElement } | undefined;

afterEach(() => {
  if (!mounted) return;
  const { root, container } = mounted;
  act(() => root.unmount());
  container.remove();
  mounted = undefined;
});

/**
 * The prerender's HTML, hydrated by the browser's own tree, under React's development build: it reports any
 * difference (an attribute, a text, an id from useId when the two trees differ in shape) on the console, which
 * fails the test (tests/setup/console-guard.ts). Pages of each kind: themed, plain, with deferred islands, detail.
 */
it.each([
  ['home', '/', {}],
  ['blog', '/blog', {}],
  ['privacy', '/privacy', {}],
  ['tests', '/tests', {}],
  ['about', '/about', {}],
  ['toolsTrackers', '/tools-trackers', {}],
  ['opd', '/opd', {}],
  ['onboard', '/onboard-form', {}],
  ['consultation', '/consultation', {}],
  ['skincare', '/skincare', {}],
  ['medicines', '/medicines', {}],
  ['carePrograms', '/care-programs', {}],
  ['labs', '/labs', {}],
  ['search', '/search', {}],
  ['devices', '/devices', {}],
  ['bloodPressureMonitor', '/tools-trackers/blood-pressure-monitor', {}],
  ['contact', '/contact', {}],
  ['auth', '/auth', {}],
  ['patientOnboard', '/patient-onboard-form', {}],
  ['doctorOnboard', '/doctor-onboard-form', {}],
  ['hospitalOnboard', '/hospital-onboard-form', {}],
  ['packageDetail', '/package-details/1', { id: '1' }],
  ['labTestDetail', '/lab-tests-details/1', { id: '1' }],
  ['scans', '/scans', {}],
  ['medicalServices', '/medical-services/1', { id: '1' }],
  ['ourDoctors', '/our-doctors', {}],
])('the prerendered %s page hydrates without a mismatch', async (name, pathname, params) => {
  const page = await renderPage({ name, pathname, params, indexed: true }, readDataFile);
  delete document.documentElement.dataset.hydrated;
  window.history.replaceState(null, '', pathname);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = page.appHtml;
  document.body.append(container);
  const heading = container.querySelector('h1')?.textContent;

  const app = await createApp(JSON.parse(page.pageDataJson) as PageData);
  const recovered: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: (error) => recovered.push(error) }));
  mounted = { root, container };

  // The page's own boundary hydrates once its screen and MUI's theme (if it has one) have loaded.
  await waitFor(() => expect(document.documentElement.dataset.hydrated).toBeDefined());
  expect(recovered).toEqual([]);
  expect(container.querySelector('h1')?.textContent).toBe(heading);
  // A whole page rendered and hydrated under React's development build takes seconds on a busy machine.
}, 30_000);
