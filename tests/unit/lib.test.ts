import { describe, expect, it } from 'vitest';
import { discountPercent, formatIndianNumber, formatInr, formatLakhs } from '@/lib/format';
import { dataFilePartKey, dataFilePartReader, fetchDataFile, DataFileError } from '@/lib/data-file';
import { svgDataUri } from '@/lib/svg-data-uri';
import { mockServer } from '@mocks/node';
import { http, HttpResponse } from 'msw';

describe('INR formatting', () => {
  it('writes rupees with Indian grouping and no paise', () => {
    expect(formatInr(1399)).toBe('₹1,399');
    expect(formatInr(125000)).toBe('₹1,25,000');
  });
  it('writes counters in Indian grouping and lakhs', () => {
    expect(formatIndianNumber(1_000_000)).toBe('10,00,000');
    expect(formatLakhs(1_000_000)).toBe('10.0L');
    expect(formatLakhs(550_000)).toBe('5.5L');
  });
  it('rounds a discount down and never reports one when the price is not lower', () => {
    expect(discountPercent(1399, 1999)).toBe(30);
    expect(discountPercent(500, 500)).toBe(0);
    expect(discountPercent(600, 500)).toBe(0);
  });
});

describe('data files', () => {
  it('arrive as the JSON the site serves', async () => {
    mockServer.listen();
    mockServer.use(http.get('/data/example.json', () => HttpResponse.json([{ id: 1 }])));
    await expect(fetchDataFile<{ id: number }[]>('/data/example.json')).resolves.toEqual([{ id: 1 }]);
    mockServer.close();
  });

  it('fail with a DataFileError naming the path and status when the server refuses them', async () => {
    mockServer.listen();
    mockServer.use(http.get('/data/example.json', () => new HttpResponse(null, { status: 404 })));
    const failure = fetchDataFile('/data/example.json');
    await expect(failure).rejects.toBeInstanceOf(DataFileError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Could not load /data/example.json (status 404)' });
    mockServer.close();
  });

  it('fail with a DataFileError when the body is not JSON', async () => {
    mockServer.listen();
    mockServer.use(http.get('/data/example.json', () => HttpResponse.text('<!doctype html>')));
    await expect(fetchDataFile('/data/example.json')).rejects.toMatchObject({ name: 'DataFileError', message: '/data/example.json is not valid JSON' });
    mockServer.close();
  });

  it('give a part of a file, the records a part key names, from one GET of the whole file', async () => {
    const requested: string[] = [];
    mockServer.listen();
    mockServer.use(
      http.get('/data/example.json', ({ request }) => {
        const { pathname, hash } = new URL(request.url);
        requested.push(pathname + hash);
        return HttpResponse.json([{ category: 'opd', n: 1 }, { category: 'scans', n: 2 }, { category: 'opd', n: 3 }]);
      }),
    );
    await expect(fetchDataFile(dataFilePartKey('/data/example.json', 'category', 'opd'))).resolves.toEqual([{ category: 'opd', n: 1 }, { category: 'opd', n: 3 }]);
    expect(requested).toEqual(['/data/example.json']);
    mockServer.close();
  });

  it('give the prerender the same part the browser keeps: none for an id the file lacks', () => {
    const read = dataFilePartReader(() => [{ id: 1 }, { id: 12 }]);
    expect(read(dataFilePartKey('/data/example.json', 'id', '12'))).toEqual([{ id: 12 }]);
    expect(read(dataFilePartKey('/data/example.json', 'id', '012'))).toEqual([]);
    expect(read('/data/example.json')).toEqual([{ id: 1 }, { id: 12 }]);
  });
});

describe('svgDataUri', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">\n  <rect width="8" height="8" fill="#095C57"/><text>₹ 100%</text>\n</svg>';

  it('makes a data URL an HTML validator accepts in a src: no spaces, quotes or raw #', () => {
    const uri = svgDataUri(svg);
    expect(uri.startsWith('data:image/svg+xml,%3Csvg%20xmlns=')).toBe(true);
    expect(uri).not.toMatch(/[\s"#<>]/);
  });

  it('decodes to the same drawing, its double quotes as single ones', () => {
    const decoded = decodeURIComponent(svgDataUri(svg).slice('data:image/svg+xml,'.length));
    expect(decoded).toBe(svg.replace(/\s+/g, ' ').replace(/"/g, "'"));
  });
});
