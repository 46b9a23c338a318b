import { describe, expect, it } from 'vitest';
import { matchPage } from '@/app/routing/match-page';
import { pageRoutes } from '@/app/routing/page-routes';
import { VITALS_UNKNOWN_ROUTE } from '@/lib/vitals/vitals-routes';
import { vitalsRouteOf } from '@/lib/vitals/vitals-route-of';

const pagePaths = Object.values(pageRoutes).map((route) => route.path.replace(':id', 'cbc-test-7'));
const unknownPaths = ['/nope', '/tests/extra', '/lab-tests-details', '/lab-tests-details/a/b', '/tools-trackers/other', '/hindi', '/api/vitals'];

describe('the route pattern a beacon names', () => {
  it.each([...pagePaths, ...unknownPaths])('is the route table’s for %s, in both languages', (path) => {
    const expected = matchPage(path)?.route.path ?? VITALS_UNKNOWN_ROUTE;
    expect(vitalsRouteOf(path)).toEqual({ route: expected, lang: 'en' });
    expect(vitalsRouteOf(`/hi${path === '/' ? '' : path}`)).toEqual({ route: expected, lang: 'hi' });
  });

  it('leaves out the id, the query and the fragment, and reads a trailing slash and capitals as the router does', () => {
    expect(vitalsRouteOf('/lab-tests-details/CBC%20test?ref=sms#faq')).toEqual({ route: '/lab-tests-details/:id', lang: 'en' });
    expect(vitalsRouteOf('/hi/tests/')).toEqual({ route: '/tests', lang: 'hi' });
    expect(vitalsRouteOf('/Tests')).toEqual({ route: matchPage('/Tests')?.route.path, lang: 'en' });
    expect(vitalsRouteOf('/hi')).toEqual({ route: '/', lang: 'hi' });
    expect(vitalsRouteOf('/hi?q=1')).toEqual({ route: '/', lang: 'hi' });
  });

  it('prefers a fixed path to an id: /tools-trackers/blood-pressure-monitor is not a tracker’s id', () => {
    expect(vitalsRouteOf('/tools-trackers/blood-pressure-monitor').route).toBe('/tools-trackers/blood-pressure-monitor');
  });
});
