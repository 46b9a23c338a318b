import { caseCollector, type AddCase, type HostileCase } from './hostile-case';
import { invisibleTextCases, multipartInvisibleTextCases } from './invisible-text-cases';
import { deepNestingCases, oversizeCases, wrongTypeCases } from './json-shape-cases';
import { prototypeKeyCases, unicodeCases } from './json-text-cases';
import { badTokenCases, jsonContentTypeCases, truncatedJsonCases } from './json-transport-cases';
import { malformedMultipartCases, multipartContentTypeCases, multipartPrototypeKeyCases, spoofedFileCases } from './multipart-body-cases';
import { multipartDeepNestingCases, multipartOversizeCases, multipartUnicodeCases, multipartWrongTypeCases } from './multipart-field-cases';
import { createPrng, seedFor, type Prng } from './prng';
import { JSON_ROUTES, MULTIPART_ROUTES, type JsonRoute, type MultipartRoute } from './route-shapes';

/** Fixed, so a failure names an input that the next run sends again; HOSTILE_SEED explores other draws. */
export const DEFAULT_SEED = 0x13_5c;

type Maker<Route> = (route: Route, add: AddCase, prng: Prng) => void;

const JSON_MAKERS: Maker<JsonRoute>[] = [
  wrongTypeCases,
  oversizeCases,
  deepNestingCases,
  unicodeCases,
  prototypeKeyCases,
  truncatedJsonCases,
  jsonContentTypeCases,
  (route, add) => route.auth && badTokenCases(route, add),
  invisibleTextCases,
];

const MULTIPART_MAKERS: Maker<MultipartRoute>[] = [
  multipartWrongTypeCases,
  multipartOversizeCases,
  multipartDeepNestingCases,
  multipartUnicodeCases,
  multipartPrototypeKeyCases,
  malformedMultipartCases,
  spoofedFileCases,
  multipartContentTypeCases,
  multipartInvisibleTextCases,
];

/** Every case, each maker drawing from its own generator so one maker's changes leave the others' draws alone. */
export function hostileCases(seed: number): HostileCase[] {
  const cases: HostileCase[] = [];
  const run = <Route extends { url: string }>(routes: Route[], makers: Maker<Route>[]) => {
    for (const route of routes) {
      const add = caseCollector(route.url, cases);
      makers.forEach((make, index) => make(route, add, createPrng(seedFor(seed, `${route.url}#${index}`))));
    }
  };
  run(JSON_ROUTES, JSON_MAKERS);
  run(MULTIPART_ROUTES, MULTIPART_MAKERS);
  return cases;
}
