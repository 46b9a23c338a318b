import { buildPrecacheManifest, type BuildFile } from '../../../scripts/service-worker/precache-manifest';
import { isStaffConsolePath } from '@/lib/staff-console-paths';
import { createRequestRules } from '@/service-worker/route-rules';

const origin = 'https://www.healvia.example';
// Even were a console path listed as a page or data file, the worker must leave it alone.
const ruleOf = createRequestRules({ pages: [['/', 'Home'], ['/staff', 'Staff']], dataFiles: ['/staff/data.json'] }, origin);
const navigate = (path: string) => ruleOf({ url: `${origin}${path}`, method: 'GET', mode: 'navigate' });
const get = (path: string) => ruleOf({ url: `${origin}${path}`, method: 'GET', mode: 'cors' });

describe("the public site's service worker and the staff console", () => {
  it('neither answers nor keeps a console page, whatever its path', () => {
    const pages = ['/staff', '/staff/', '/staff/login', '/staff/login?next=%2Fstaff%2Faudit', '/staff/enrol/abc', '/staff/leads/42', '/staff/index.html'];
    expect(pages.map(navigate)).toEqual(Array(pages.length).fill('network-only'));
  });

  it('neither answers nor keeps the staff API or the console build’s files', () => {
    const files = ['/api/staff/session', '/api/staff/leads?status=open', '/static/staff/js/index.1a2b.js', '/static/staff/js/async/login.3c4d.js', '/static/staff/css/index.5e6f.css', '/staff/data.json'];
    expect(files.map(get)).toEqual(Array(files.length).fill('network-only'));
  });

  it('still serves the public site as before', () => {
    expect(navigate('/')).toBe('page');
    expect(navigate('/staffing-agencies')).toBe('uncached-page');
    expect(get('/static/js/async/page-home.5e6f.js')).toBe('static-asset');
  });

  it('never precaches the console page or its files, hashed or not', () => {
    const file = (url: string): BuildFile => ({ url, bytes: 1000, contentHash: `hash-of-${url}` });
    const build = ['/static/js/index.1a2b.js', '/static/staff/js/index.9f8e.js', '/static/staff/css/index.7d6c.css', '/static/staff/font/figtree.5b4a.woff2', '/staff/index.html', '/logo.svg'].map(file);
    const urls = buildPrecacheManifest(build, { excluded: new Set(), shellFiles: ['/logo.svg'] }).entries.map((entry) => entry.url);
    expect(urls).toEqual(['/logo.svg', '/static/js/index.1a2b.js']);
  });
});

describe('what counts as the console', () => {
  it('is /staff, what is under it and the console build’s files, and nothing that merely starts alike', () => {
    expect(['/staff', '/staff/', '/staff/audit', '/static/staff/js/a.js'].map(isStaffConsolePath)).toEqual([true, true, true, true]);
    expect(['/staffing', '/api/staff/session', '/static/js/staff.js', '/'].map(isStaffConsolePath)).toEqual([false, false, false, false]);
  });
});
