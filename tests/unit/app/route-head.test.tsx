import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, matchPath } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { PageEntry } from '@/app/page-contract';
import { RouteHead } from '@/app/seo/route-head';

const packagesFile = '/data/packages.json';
const packages = [{ id: 3, name: 'Glow facial' }];
const packageDetail: PageEntry = {
  path: '/package-details/:id',
  title: ({ params, read }) => (read(packagesFile) as typeof packages | undefined)?.find((item) => String(item.id) === params.id)?.name,
  description: 'One skincare package.',
  dataFiles: () => [packagesFile],
};

function renderAt(url: string, fallback: Record<string, unknown>) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), fallback }}>
      <MemoryRouter initialEntries={[url]}>
        <RouteHead entry={packageDetail} params={matchPath(packageDetail.path, url)?.params ?? {}} />
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('the head after hydration and navigation', () => {
  it("titles a detail page from the record the page carries, and points the canonical at it", async () => {
    renderAt('/package-details/3', { [packagesFile]: packages });
    await waitFor(() => expect(document.title).toBe('Glow facial | Healvia'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.healvia.example/package-details/3');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'One skincare package.');
    expect(document.head.querySelector('script#structured-data')?.textContent).toContain('"BreadcrumbList"');
  });

  it('falls back to the brand line while the record is unknown', async () => {
    renderAt('/package-details/999', { [packagesFile]: packages });
    await waitFor(() => expect(document.title).toMatch(/\| Healvia$/));
    expect(document.title).not.toContain('Glow facial');
  });
});
