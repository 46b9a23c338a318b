import { describe, expect, it } from 'vitest';
import { healthChecksPath } from '@/features/catalogue/api/get-health-checks';
import { findDataFile } from '@/features/catalogue/data-files';
import { contentProblems, dataFileProblems } from '../../../scripts/check-data-files/data-file-problems';

const healthChecks = findDataFile(healthChecksPath)!;
const validCheck = { id: 1, noOfTests: 73, heading: 'Full Body Checkup', diseases: ['Thyroid'], cutPrice: 3499, price: 1399, discount: 60 };

describe('the build-time data file check', () => {
  it('names the file and the field path of every value its schema rejects', () => {
    expect(contentProblems(healthChecks, [validCheck, { ...validCheck, id: 'two', price: -5 }])).toEqual([
      expect.stringMatching(/^public\/data\/health-checks\.json\[1\]\.id: /),
      expect.stringMatching(/^public\/data\/health-checks\.json\[1\]\.price: /),
    ]);
  });

  it('rejects text the schema would change, since the browser uses the file unparsed', () => {
    expect(contentProblems(healthChecks, [{ ...validCheck, heading: ' Full Body Checkup ' }])).toEqual([
      'public/data/health-checks.json[0].heading: stored as " Full Body Checkup ", parses to "Full Body Checkup"; store the parsed value',
    ]);
  });

  it('accepts a file stored exactly as it parses', () => {
    expect(contentProblems(healthChecks, [validCheck])).toEqual([]);
  });

  it('reports a registered file that public/ does not serve', () => {
    expect(dataFileProblems({ ...healthChecks, path: '/data/no-such-file.json' })).toEqual(['public/data/no-such-file.json: missing']);
  });
});
