import { DEFAULT_SEED } from './hostile/all-cases';
import { caseCollector, type HostileCase } from './hostile/hostile-case';
import { deepNestingCases, oversizeCases, wrongTypeCases } from './hostile/json-shape-cases';
import { prototypeKeyCases, unicodeCases } from './hostile/json-text-cases';
import { jsonContentTypeCases, truncatedJsonCases } from './hostile/json-transport-cases';
import { createPrng, seedFor } from './hostile/prng';
import { VITALS_ROUTE_SHAPE } from './vitals';

const MAKERS = [wrongTypeCases, oversizeCases, deepNestingCases, unicodeCases, prototypeKeyCases, truncatedJsonCases, jsonContentTypeCases];

/** The hostile-input sweep's JSON cases (tests/server/hostile-input.test.ts) for the beacon's shape. */
export function hostileVitalsCases(seed = DEFAULT_SEED): HostileCase[] {
  const cases: HostileCase[] = [];
  const add = caseCollector(VITALS_ROUTE_SHAPE.url, cases);
  MAKERS.forEach((make, index) => make(VITALS_ROUTE_SHAPE, add, createPrng(seedFor(seed, `${VITALS_ROUTE_SHAPE.url}#${index}`))));
  return cases;
}
