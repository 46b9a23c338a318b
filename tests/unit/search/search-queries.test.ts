import type { SearchResult } from 'minisearch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSearchIndex, searchIndexPath } from '@/features/search/api/get-search-index';
import { searchSite } from '@/features/search/model/search-site';
import { realSearchIndex, serializedRealIndex } from './real-search-index';

const index = realSearchIndex();
const search = (query: string) => searchSite(index, query);
const titles = (query: string) => search(query).map((entry) => entry.title);

describe('searching the site index', () => {
  it('forgives a typo: "thyriod" finds the thyroid tests and checkup first', () => {
    const results = search('thyriod');
    expect(results.slice(0, 5).every((entry) => entry.title.includes('Thyroid'))).toBe(true);
    expect(results.map((entry) => entry.route)).toContain('/lab-tests-details/3');
  });

  it('matches every word: "mri knee" finds the knee MRI at its card', () => {
    expect(search('mri knee')).toEqual([
      {
        id: 'scan-mri-mri-knee-joint-left-or-right',
        title: 'MRI Knee Joint (Left or Right)',
        kind: 'scan',
        line: '₹4,499 · Reports within 24 hours',
        route: '/medical-services/1#mri-knee-joint-left-or-right',
      },
    ]);
  });

  it('reads "vitamin d" as the vitamin, not every word starting with d', () => {
    const results = titles('vitamin d');
    expect(results[0]).toBe('Vitamin D (25-OH)');
    expect(results).toContain('Vitamin D3 60,000 IU Capsules');
    expect(results).not.toContain('Vitamin B12');
  });

  it('finds an abbreviation exactly: "cbc" opens the blood count test and never turns into CT', () => {
    const results = search('cbc');
    expect(results[0]).toMatchObject({ title: 'Complete Blood Count (CBC)', route: '/lab-tests-details/1' });
    expect(results.filter((entry) => /\bCT\b/.test(entry.title))).toEqual([]);
  });

  it("finds a doctor by name, or by the start of it, at their profile", () => {
    expect(search('nandini rao')).toEqual([
      { id: 'doctor-dr-nandini-rao', title: 'Dr. Nandini Rao', kind: 'doctor', line: 'Consultant Endocrinologist', route: '/our-doctors#dr-nandini-rao' },
    ]);
    expect(titles('dr nand')[0]).toBe('Dr. Nandini Rao');
  });

  it('finds a partial word: "diab" finds the diabetes checkup, program and specialist first', () => {
    expect(titles('diab').slice(0, 3).sort()).toEqual(['Diabetes Care Checkup', 'Diabetes Care Program', 'Diabetologist']);
  });

  // Exact words only, so the field weights alone decide (a prefix match rightly ranks below an exact one).
  it.each(['sugar', 'blood', 'skin', 'acne', 'iron'])('ranks every title match of "%s" above every match in other fields', (query) => {
    const fieldsOf = (result: SearchResult) => Object.values(result.match).flat();
    const matchedFields = index.search(query, { prefix: false, fuzzy: false }).map((result) =>
      fieldsOf(result).includes('title') ? 'title' : fieldsOf(result).includes('keywords') ? 'keywords' : 'description',
    );
    expect(matchedFields).toContain('title');
    expect(matchedFields).toContain('description');
    expect(matchedFields.lastIndexOf('title')).toBeLessThan(matchedFields.findIndex((field) => field !== 'title'));
  });

  it('answers with the entries matching any word when none matches them all', () => {
    expect(titles('thyroid zzzz')).toContain('Thyroid Care Checkup');
    expect(search('   ')).toEqual([]);
  });

  it("finds what people call a scan: 'xray' and 'usg'", () => {
    expect(titles('xray chest')[0]).toBe('Chest X-Ray (PA View)');
    expect(titles('usg')[0]).toBe('Ultrasound');
  });
});

describe('the index the browser fetches', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the JSON the build writes and answers the same queries', async () => {
    const fetchIndex = vi.fn(async () => new Response(serializedRealIndex(), { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchIndex);
    const fetched = await fetchSearchIndex();
    expect(fetchIndex).toHaveBeenCalledWith(searchIndexPath, expect.anything());
    expect(searchSite(fetched, 'thyriod')).toEqual(search('thyriod'));
  });
});
