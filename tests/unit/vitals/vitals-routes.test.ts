import { describe, expect, it } from 'vitest';
import { pageRoutes } from '@/app/routing/page-routes';
import { VITALS_ROUTE_PATTERNS, VITALS_UNKNOWN_ROUTE } from '@/lib/vitals/vitals-routes';

describe('the route patterns a beacon may name', () => {
  it('are the route table’s paths, in its order, and the not-found page’s pattern: add a page, add its pattern', () => {
    const paths = Object.values(pageRoutes).map((route) => route.path);
    expect(VITALS_ROUTE_PATTERNS).toEqual([...paths, VITALS_UNKNOWN_ROUTE]);
  });
});
