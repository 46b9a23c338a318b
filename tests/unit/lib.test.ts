import { describe, expect, it } from 'vitest';
import { accessToken, readCookie } from '@/lib/cookies';
import { discountPercent, formatIndianNumber, formatInr, formatLakhs } from '@/lib/format';
import { fetchDataFile, DataFileError } from '@/lib/data-file';
import { z } from 'zod';
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

describe('the access token cookie', () => {
  it('is stored for the session path and cleared on logout', () => {
    expect(accessToken.read()).toBeUndefined();
    accessToken.store('a.b.c');
    expect(readCookie('access_token')).toBe('a.b.c');
    accessToken.clear();
    expect(accessToken.read()).toBeUndefined();
  });
  it('tells subscribers when it changes', () => {
    let calls = 0;
    const unsubscribe = accessToken.subscribe(() => (calls += 1));
    accessToken.store('x');
    accessToken.clear();
    unsubscribe();
    accessToken.store('y');
    expect(calls).toBe(2);
  });
});

describe('data files', () => {
  const schema = z.array(z.object({ id: z.number() }));

  it('parse against their schema', async () => {
    mockServer.listen();
    mockServer.use(http.get('/data/example.json', () => HttpResponse.json([{ id: 1 }])));
    await expect(fetchDataFile('/data/example.json', schema)).resolves.toEqual([{ id: 1 }]);
    mockServer.use(http.get('/data/example.json', () => HttpResponse.json([{ id: 'one' }])));
    await expect(fetchDataFile('/data/example.json', schema)).rejects.toBeInstanceOf(DataFileError);
    mockServer.use(http.get('/data/example.json', () => new HttpResponse(null, { status: 404 })));
    await expect(fetchDataFile('/data/example.json', schema)).rejects.toMatchObject({ status: 404 });
    mockServer.close();
  });
});
