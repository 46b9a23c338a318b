// How the database runs each inbox query the bench times: EXPLAIN of the very SQL the server sends (lead-list.ts),
// judged as a keyset range scan: rows come in seq order (the primary key, or an index on (…, seq)) and are never
// sorted, and a query that names an index must use it (a phone search its phone index, not a walk of every
// lead). Run by lead-inbox.mjs with tsx; prints one JSON object: { name: { plan, ok } }.
//   node --import tsx scripts/bench/lead-inbox-plans.ts '{"dataDir": "…", "databaseUrl": "…", "viewer": {…}, "queries": {"name": {"query": "status=new", "index": "…"}}}'
import { CompiledQuery } from 'kysely';
import { leadsQuerySchema } from '@/features/staff/api/leads-query-schema';
import { leadListQuery, type LeadViewer } from '../../server/storage/lead-list';
import { openStorage } from '../../server/storage/open-storage';

type Settings = { dataDir: string; databaseUrl?: string; viewer: LeadViewer; queries: Record<string, { query: string; index?: string }> };
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
type Verdict = { plan: string[]; ok: boolean };

const settings = JSON.parse(process.argv[2] ?? '{}') as Settings;
const engine = await openStorage({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl }, () => undefined);

function judgeSqlite(rows: { detail: string }[], index: string | undefined): Verdict {
  const plan = rows.map((row) => row.detail);
  const leads = plan.filter((detail) => /^(SCAN|SEARCH) leads\b/.test(detail));
  const sorted = plan.some((detail) => detail.includes('TEMP B-TREE'));
  // SEARCH: a range of the primary key or of an index; SCAN … USING INDEX: a partial index (open leads only);
  // a bare SCAN walks the table in rowid (= seq) order, stopping after a page.
  const ranged = leads.length === 1 && /^(SEARCH leads|SCAN leads USING (COVERING )?INDEX|SCAN leads$)/.test(leads[0]!);
  return { plan, ok: ranged && !sorted && (index === undefined || leads[0]!.includes(` ${index} `)) };
}

function judgePostgres(root: PlanNode, index: string | undefined): Verdict {
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(root);
  const leads = nodes.filter((node) => node['Relation Name'] === 'leads');
  const sorted = nodes.some((node) => node['Node Type'].includes('Sort'));
  const ranged = leads.length === 1 && ['Index Scan', 'Index Only Scan'].includes(leads[0]!['Node Type']);
  const plan = nodes.map((node) => [node['Node Type'], node['Relation Name'], node['Index Name']].filter(Boolean).join(' '));
  return { plan, ok: ranged && !sorted && (index === undefined || leads[0]!['Index Name'] === index) };
}

const verdicts: Record<string, Verdict> = {};
try {
  for (const [name, { query: text, index }] of Object.entries(settings.queries)) {
    const query = leadsQuerySchema.parse(Object.fromEntries(new URLSearchParams(text)));
    const compiled = leadListQuery(engine.db, query, settings.viewer, Date.now()).compile();
    const explain = (prefix: string) => CompiledQuery.raw(`${prefix} ${compiled.sql}`, [...compiled.parameters]);
    if (settings.databaseUrl) {
      const { rows } = await engine.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(explain('EXPLAIN (FORMAT JSON)'));
      verdicts[name] = judgePostgres(rows[0]!['QUERY PLAN'][0].Plan, index);
    } else {
      const { rows } = await engine.db.executeQuery<{ detail: string }>(explain('EXPLAIN QUERY PLAN'));
      verdicts[name] = judgeSqlite(rows, index);
    }
  }
} finally {
  await engine.close();
}
console.log(JSON.stringify(verdicts));
