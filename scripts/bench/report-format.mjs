// Budgets, and the helpers that print a figure beside its budget in Markdown.
export const KB = 1024;

export const BUDGETS = {
  performance: { text: '≥ 98', met: (value) => value >= 98 },
  lcpMs: { text: '≤ 1.5 s', met: (value) => value <= 1500 },
  tbtMs: { text: '≤ 50 ms', met: (value) => value <= 50 },
  cls: { text: '≤ 0.01', met: (value) => value <= 0.01 },
  accessibility: { text: '= 100', met: (value) => value === 100 },
  bestPractices: { text: '= 100', met: (value) => value === 100 },
  seo: { text: '= 100', met: (value) => value === 100 },
  jsToHydrate: { text: '≤ 110 KB gzip', met: (value) => value <= 110 * KB },
  scriptTaskMs: { text: '≤ 50 ms', met: (value) => value <= 50 },
  inlineCss: { text: '≤ 25 KB', met: (value) => value <= 25 * KB },
  interactionMs: { text: '≤ 200 ms', met: (value) => value <= 200 },
  liveLeadP95Ms: { text: '≤ 1 s', met: (value) => value <= 1000 },
  inboxPageP95Ms: { text: '≤ 50 ms', met: (value) => value <= 50 },
  beaconsPerSecond: { text: '≥ 5,000/s', met: (value) => value >= 5000 },
  beaconP99Ms: { text: '≤ 20 ms', met: (value) => value <= 20 },
  beaconNon2xx: { text: '= 0', met: (value) => value === 0 },
  vitalsReportMs: { text: '≤ 2 s', met: (value) => value <= 2000 },
  restoreSeconds: { text: '≤ 2 min', met: (value) => value <= 120 },
  replicationCostPercent: { text: '≤ 5 %', met: (value) => value <= 5 },
};

/** { value, budget, met } for a figure with a budget; a missing figure never meets it. */
export function judge(key, value) {
  return { value, budget: BUDGETS[key].text, met: value != null && BUDGETS[key].met(value) };
}

export const mark = ({ met }) => (met ? '✅' : '❌');
export const kb = (bytes) => (bytes == null ? '–' : `${(bytes / KB).toFixed(1)} KB`);
export const seconds = (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(2)} s`);
export const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);
export const judged = (entry, format) => `${entry.value == null ? '–' : format(entry.value)} ${mark(entry)}`;
export const row = (cells) => `| ${cells.join(' | ')} |`;
export const table = (header, rows) => [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');
/** Text inside a Markdown table cell: no pipes, no line breaks, no backticks that would end a code span. */
export const cellText = (text) => String(text).replace(/\s+/g, ' ').replace(/\|/g, '\\|').replace(/`/g, "'");
