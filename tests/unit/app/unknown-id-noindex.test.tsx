import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, matchPath } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { routeManifest } from '@/app/route-manifest';
import { RouteHead } from '@/app/seo/route-head';
import { buildPageHead } from '@/app/seo/page-head';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { dataFilePartReader } from '@/lib/data-file';
import { packageDetailKey, packageDetailsPath } from '@/features/catalogue/api/get-package-details';

const details = catalogueFixture(packageDetailsPath);
const entry = routeManifest.packageDetail;
const headAt = (id: string, contents: unknown) =>
  buildPageHead(entry, { pathname: `/package-details/${id}`, params: { id }, read: dataFilePartReader((path) => (path === packageDetailsPath ? contents : undefined)) });
/** What the prerendered page of /package-details/{id} embeds: the part of the file naming that id. */
const embedded = (id: string) => ({ [packageDetailKey(id)]: dataFilePartReader(() => details)(packageDetailKey(id)) });

function renderAt(url: string, fallback: Record<string, unknown>) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), fallback }}>
      <MemoryRouter initialEntries={[url]}>
        <RouteHead entry={entry} params={matchPath(entry.path, url)?.params ?? {}} />
      </MemoryRouter>
    </SWRConfig>,
  );
}

const robots = () => document.head.querySelector('meta[name="robots"]');

describe('a detail page for an id the data does not have', () => {
  it('asks not to be indexed, as does one whose data has not arrived; a known id is indexed', () => {
    expect(headAt('99', details).noindex).toBe(true);
    expect(headAt('abc', details).noindex).toBe(true);
    expect(headAt('1', undefined).noindex).toBe(true);
    expect(headAt('1', details).noindex).toBe(false);
    expect(buildPageHead(routeManifest.about, { pathname: '/about', params: {}, read: () => undefined }).noindex).toBe(false);
  });

  it('keeps noindex in the head on the client once the data shows the id is unknown, and drops it for a known id', async () => {
    const unknown = renderAt('/package-details/99', embedded('99'));
    await waitFor(() => expect(document.title).toBe('Package not found | Healvia'));
    expect(robots()).toHaveAttribute('content', 'noindex');
    unknown.unmount();

    renderAt('/package-details/1', embedded('1'));
    await waitFor(() => expect(document.title).toBe(`${details[0]!.name}: skincare package | Healvia`));
    expect(robots()).toBeNull();
  });
});
