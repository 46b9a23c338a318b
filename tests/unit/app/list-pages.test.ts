import { describe, expect, it } from 'vitest';
import type { PageEntry } from '@/app/page-contract';
import { NOT_FOUND_ID_PLACEHOLDER, clientShellPatterns, listPages, notFoundPages } from '@/app/prerender/list-pages';

const packages = [{ id: 3 }, { id: 7 }];
const entries: Record<string, PageEntry> = {
  skincare: { path: '/skincare', title: 'Skincare', description: 'Skincare packages.' },
  packageDetail: {
    path: '/package-details/:id',
    title: 'Package',
    description: 'One package.',
    ids: { dataFile: '/data/packages.json', list: (contents) => (contents as typeof packages).map((item) => item.id) },
  },
  selfCheck: { path: '/self-check-scan', title: 'Self-check', description: 'Login only.', prerender: false },
  search: { path: '/search', title: 'Search', description: 'Results of a query.', indexed: false },
};
const readDataFile = (path: string) => (path === '/data/packages.json' ? packages : undefined);

describe('the pages the build writes', () => {
  it('lists each static route once and each detail route once per id in its data file', () => {
    expect(listPages(entries, readDataFile)).toEqual([
      { name: 'skincare', pathname: '/skincare', params: {}, indexed: true },
      { name: 'packageDetail', pathname: '/package-details/3', params: { id: '3' }, indexed: true },
      { name: 'packageDetail', pathname: '/package-details/7', params: { id: '7' }, indexed: true },
      { name: 'search', pathname: '/search', params: {}, indexed: false },
    ]);
  });

  it('leaves client-only pages to the browser', () => {
    expect(listPages(entries, readDataFile).map((page) => page.name)).not.toContain('selfCheck');
  });

  it('refuses a detail route that does not say where its ids come from', () => {
    const withoutIds = { broken: { path: '/doctors/:id', title: 'Doctor', description: 'A doctor.' } };
    expect(() => listPages(withoutIds, readDataFile)).toThrow('/doctors/:id');
  });

  it('gives the server the paths it answers with the client shell: client-only pages', () => {
    expect(clientShellPatterns(entries)).toEqual(['/self-check-scan']);
  });

  it('writes one not-found page per detail route, for an id no data file holds, kept out of the sitemap', () => {
    expect(notFoundPages(entries)).toEqual([
      { name: 'packageDetail', pathname: `/package-details/${NOT_FOUND_ID_PLACEHOLDER}`, params: { id: NOT_FOUND_ID_PLACEHOLDER }, indexed: false },
    ]);
  });
});
