import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logSerializers } from '../../server/http/log-serializers';
import { startTestApp, type TestApp } from './support/test-app';
import { validBeacon } from './support/vitals';

const ADDRESS = '203.0.113.77';
const AGENT = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 LogProbe/9.9';

const logLines: string[] = [];
let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ logger: { level: 'trace', stream: { write: (line) => logLines.push(line) } } });
});
afterAll(() => server.close());

const post = (payload: string, contentType = 'application/json') =>
  server.request({ method: 'POST', url: '/api/vitals', payload, remoteAddress: ADDRESS, headers: { 'content-type': contentType, 'user-agent': AGENT } });

describe('the request log of POST /api/vitals', () => {
  it('holds neither the address nor the agent, for a beacon kept or refused', async () => {
    const statuses = [
      (await post(JSON.stringify(validBeacon()))).statusCode,
      (await post(JSON.stringify({ ...validBeacon(), route: '/lab-tests-details/cbc-1' }))).statusCode,
      (await post('{"route":')).statusCode,
      (await post(JSON.stringify(validBeacon()), 'text/plain')).statusCode,
      (await post(' '.repeat(4096))).statusCode,
    ];
    expect(statuses).toEqual([204, 400, 400, 415, 413]);
    // The same address and agent on another route are logged as ever: the logger is on.
    await server.request({ method: 'GET', url: '/api/openapi.json', remoteAddress: ADDRESS, headers: { 'user-agent': AGENT } });
    expect(logLines.some((line) => line.includes(ADDRESS) && line.includes('/api/openapi.json'))).toBe(true);
    for (const line of logLines.filter((other) => !other.includes('/api/openapi.json'))) {
      expect(line).not.toContain(ADDRESS);
      expect(line).not.toContain('LogProbe');
    }
  });

  it('leaves the address out of a beacon request however it is serialised', () => {
    const request = { method: 'POST', url: '/api/vitals', headers: {}, host: 'healvia.example', ip: ADDRESS, socket: { remotePort: 50_123 } };
    expect(logSerializers.req(request as never)).toEqual({ method: 'POST', url: '/api/vitals', version: undefined, host: 'healvia.example' });
    expect(logSerializers.req({ ...request, url: '/api/callbacks' } as never)).toMatchObject({ remoteAddress: ADDRESS, remotePort: 50_123 });
  });
});
