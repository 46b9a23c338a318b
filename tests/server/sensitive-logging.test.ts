import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validPatient } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

const IDS = { aadharNumber: '567856785678', pmjayId: 'PMJAY44556', otherIDProof: 'RC-990011', insurancePolicyNumber: 'POL-31415926' };
const withIds = () => ({ ...validPatient(), ...IDS, rationCardAvailable: true, treatmentOption: 'Private Insurance', insuranceCompany: 'Star Health' });

const logLines: string[] = [];
let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ logger: { level: 'trace', stream: { write: (line) => logLines.push(line) } } });
});
afterAll(() => server.close());

describe('ID numbers never reach the logs or an answer', () => {
  it('logs good and bad patient submissions without any ID number', async () => {
    const answers = [
      await server.postJson('/api/patients', withIds()),
      await server.postJson('/api/patients', { ...withIds(), email: 'not an e-mail' }),
      await server.postJson('/api/patients', { ...withIds(), aadharAvailable: 'yes', surprise: IDS.aadharNumber }),
      await server.request({ method: 'POST', url: '/api/patients', payload: `{"aadharNumber":"${IDS.aadharNumber}",`, headers: { 'content-type': 'application/json' } }),
      await server.request({ method: 'POST', url: '/api/patients', payload: JSON.stringify(withIds()), headers: { 'content-type': 'text/plain' } }),
    ];

    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 400, 400, 400, 415]);
    const logged = logLines.join('');
    expect(logged).toContain('incoming request');
    expect(logged).toContain('"statusCode":400');
    for (const id of Object.values(IDS)) {
      expect(logged, id).not.toContain(id);
      for (const answer of answers) expect(answer.body, id).not.toContain(id);
    }
  });
});
