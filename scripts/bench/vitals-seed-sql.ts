// Views for the report at scale, written by the database itself in one INSERT … SELECT (a recursive CTE on SQLite,
// generate_series on PostgreSQL), as lead-inbox-seed.mjs writes a million leads. Every value is arithmetic on the
// view's number i, so both engines store the same views: the bench's traffic (vitals-traffic.ts) spread evenly
// over `days` days ending `lastDay`, in arrival order, none rolled up yet.
import { addDays } from '@/lib/india-time';
import {
  ATTRIBUTION_TARGETS,
  CLS_MAX,
  DEVICE_SHARES,
  EFFECTIVE_TYPE_TENTHS,
  HEAVY_ROUTE_LCP,
  heavyRoute,
  HINDI_PERCENT,
  INP_PERCENT,
  LCP_TAIL,
  NAVIGATION_SHARES,
  routeShares,
  TIMING_SHAPES,
} from './vitals-traffic';

export type SeedEngine = 'sqlite' | 'postgres';
export type SeedPlan = { count: number; days: number; lastDay: string };

const DIALECTS = {
  sqlite: {
    numbers: (first: number, last: number) => ({ with: `WITH RECURSIVE numbers(i) AS (SELECT ${first} UNION ALL SELECT i + 1 FROM numbers WHERE i < ${last}) `, from: 'numbers' }),
    real: (value: string) => `CAST(${value} AS REAL)`,
    dayAfter: (day: string, days: string) => `date('${day}', '+' || (${days}) || ' days')`,
  },
  postgres: {
    numbers: (first: number, last: number) => ({ with: '', from: `generate_series(${first}::bigint, ${last}) AS i` }),
    real: (value: string) => `(${value})::float8`,
    dayAfter: (day: string, days: string) => `to_char(DATE '${day}' + (${days})::int, 'YYYY-MM-DD')`,
  },
} as const;

/** Primes from `from` on: the moduli of the draws. */
function primesFrom(from: number, count: number): number[] {
  const primes: number[] = [];
  for (let candidate = from; primes.length < count; candidate += 1) {
    let prime = true;
    for (let divisor = 2; divisor * divisor <= candidate && prime; divisor += 1) prime = candidate % divisor !== 0;
    if (prime) primes.push(candidate);
  }
  return primes;
}

/**
 * Every random choice of a view is a draw of its own: i multiplied and reduced by three primes in turn, so draws
 * are independent of each other and of i's last digits (one multiplication modulo 100 would tie a view's device to
 * its route). Products stay below 2^53 for ten million views on both engines.
 */
const DRAWS = ['route', 'device', 'lang', 'navigation', 'effectiveType', 'inp', 'tail', 'tailSize', 'ttfb1', 'ttfb2', 'fcp1', 'fcp2', 'lcp1', 'lcp2', 'inp1', 'inp2', 'cls', 'lcpElement', 'inpTarget', 'inpScript', 'clsSource'] as const;
type Draw = (typeof DRAWS)[number];
const MODULI = primesFrom(1_000_003, 3 * DRAWS.length);
const modulusOf = (draw: Draw) => MODULI[3 * DRAWS.indexOf(draw) + 2]!;
function drawSql(draw: Draw): string {
  const index = DRAWS.indexOf(draw);
  const [p, q, r] = MODULI.slice(3 * index, 3 * index + 3);
  return `((((i * 48271 + ${7919 * index}) % ${p}) * 69621) % ${q} * 40692) % ${r}`;
}

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** `CASE WHEN x < bound THEN value …`: the first item whose running total of shares passes x. */
function byShare<T>(x: string, items: readonly T[], share: (item: T) => number, value: (item: T) => string): string {
  let bound = 0;
  const cases = items.slice(0, -1).map((item) => `WHEN ${x} < ${(bound += share(item))} THEN ${value(item)}`);
  return `CASE ${cases.join(' ')} ELSE ${value(items.at(-1)!)} END`;
}

/** The column holding a draw. */
const column = (draw: Draw) => `draw_${draw}`;

const oneOf = (draw: Draw, items: readonly string[]) => `CASE ${column(draw)} % ${items.length} ${items.map((item, index) => `WHEN ${index} THEN ${quoted(item)}`).join(' ')} END`;

/** The first view of each day when `count` views are spread evenly over `days` days: the day of view i is ⌊(i − 1) × days / count⌋. */
export const firstViewOfDay = (day: number, count: number, days: number) => Math.ceil((day * count) / days) + 1;

/**
 * The statement that seeds views `first` to `last` (1-based) of `count` spread over the `days` days ending `lastDay`
 * (YYYY-MM-DD, India): seeding a range at a time writes the same views as all at once.
 */
export function seedVitalsViewsSql(engine: SeedEngine, { count, days, lastDay }: SeedPlan, first: number, last: number): string {
  const dialect = DIALECTS[engine];
  const numbers = dialect.numbers(first, last);
  const u = (draw: Draw) => `${dialect.real(column(draw))} / ${modulusOf(draw)}`;
  const pick = (draw: Draw, modulus: number) => `${column(draw)} % ${modulus}`;
  const routes = routeShares();
  const heavy = routes.filter(({ route }) => heavyRoute(route)).map(({ route }) => quoted(route));
  const timing = (metric: keyof typeof TIMING_SHAPES, a: Draw, b: Draw) => `speed * (${TIMING_SHAPES[metric].min} + ${TIMING_SHAPES[metric].spread} * ${u(a)} * ${u(b)})`;

  const draws = `SELECT i, ${DRAWS.map((draw) => `${drawSql(draw)} AS ${column(draw)}`).join(', ')} FROM ${numbers.from}`;
  const drawn = `SELECT draws.*,
      ${dialect.dayAfter(addDays(lastDay, 1 - days), `((i - 1) * ${days}) / ${count}`)} AS day,
      ${byShare(pick('route', 1000), routes, (share) => share.perMille, (share) => quoted(share.route))} AS route,
      ${byShare(pick('device', 100), DEVICE_SHARES, (share) => share.percent, (share) => quoted(share.device))} AS device,
      ${byShare(pick('device', 100), DEVICE_SHARES, (share) => share.percent, (share) => dialect.real(String(share.speed)))} AS speed,
      CASE WHEN ${pick('lang', 100)} < ${HINDI_PERCENT} THEN 'hi' ELSE 'en' END AS lang,
      ${byShare(pick('navigation', 100), NAVIGATION_SHARES, (share) => share.percent, (share) => quoted(share.type))} AS navigation_type,
      ${byShare(pick('effectiveType', 10), EFFECTIVE_TYPE_TENTHS, () => 1, (type) => (type ? quoted(type) : 'NULL'))} AS effective_type,
      CASE WHEN ${pick('inp', 100)} < ${INP_PERCENT} THEN 1 ELSE 0 END AS has_inp,
      CASE WHEN ${pick('tail', 100)} < ${LCP_TAIL.percent} THEN ${LCP_TAIL.spread} * ${u('tailSize')} ELSE 0 END AS lcp_tail
    FROM (${draws}) AS draws`;
  const timed = `SELECT drawn.*,
      ${timing('TTFB', 'ttfb1', 'ttfb2')} AS ttfb_ms,
      ${timing('FCP', 'fcp1', 'fcp2')} AS fcp_gap,
      ${timing('LCP', 'lcp1', 'lcp2')} * CASE WHEN route IN (${heavy.join(', ')}) THEN ${HEAVY_ROUTE_LCP} ELSE 1 END + lcp_tail AS lcp_gap,
      ${timing('INP', 'inp1', 'inp2')} AS inp_ms,
      ${CLS_MAX} * ${u('cls')} * ${u('cls')} * ${u('cls')} AS cls_score
    FROM (${drawn}) AS drawn`;
  const loaded = (value: string) => `CASE WHEN navigation_type = 'soft-navigation' THEN NULL ELSE ${value} END`;
  return `${numbers.with}INSERT INTO vitals_views (day, route, lang, device, navigation_type, effective_type, lcp, inp, cls, fcp, ttfb, lcp_element, inp_target, inp_script, cls_source)
    SELECT day, route, lang, device, navigation_type, effective_type,
      ${loaded('round(ttfb_ms + fcp_gap + lcp_gap)')},
      CASE WHEN has_inp = 1 THEN round(inp_ms) END,
      round(cls_score * 10000) / 10000,
      ${loaded('round(ttfb_ms + fcp_gap)')},
      ${loaded('round(ttfb_ms)')},
      ${loaded(oneOf('lcpElement', ATTRIBUTION_TARGETS.lcpElement))},
      CASE WHEN has_inp = 1 THEN ${oneOf('inpTarget', ATTRIBUTION_TARGETS.inpTarget)} END,
      CASE WHEN has_inp = 1 THEN ${oneOf('inpScript', ATTRIBUTION_TARGETS.inpScript)} END,
      CASE WHEN cls_score >= 0.001 THEN ${oneOf('clsSource', ATTRIBUTION_TARGETS.clsSource)} END
    FROM (${timed}) AS timed`;
}
