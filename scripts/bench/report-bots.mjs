// The bots' section of the report (issue 41, item 4): what each actor got into the inbox, and what the checks
// cost a person, beside the budgets.
import { KB, ms, table } from './report-format.mjs';

const ACTORS = {
  direct: 'Bot: direct API posts, no token (one address)',
  replayed: 'Bot: one scraped token replayed (one address)',
  phone: 'Bot: one phone number, each time a fresh token and address',
  headless: 'Bot: headless Chromium, each page afresh, filled and sent at once (one address)',
  people: 'People: keyboard only, person-paced, offline queue included (an address each)',
};
const ENGINES = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

const mark = (met) => (met ? '✅' : '❌');
const percentile = (sorted, p) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
const bytes = (value) => (value < KB ? `${Math.round(value)} B` : `${(value / KB).toFixed(1)} KB`);
const mean = (values) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

/** The budgets, judged on one engine's figures. */
export function botBudgets({ tallies }, addressLeadsPerHour) {
  const scripted = ['direct', 'replayed', 'phone'].map((actor) => tallies[actor]);
  const submitted = scripted.reduce((sum, t) => sum + t.submitted, 0);
  const keptOut = scripted.reduce((sum, t) => sum + t.quarantined + t.refused429 + t.unpaid428, 0);
  const { headless, people } = tallies;
  const headlessAccepted = headless.inbox + headless.quarantined;
  const server5xx = Object.values(tallies).reduce((sum, t) => sum + t.server5xx, 0);
  return [
    { text: `People: 0 quarantined, every journey in the inbox (${people.inbox} of ${people.submitted})`, met: people.quarantined === 0 && people.inbox === people.submitted },
    { text: `Bots: ≥ 99 % of direct, replayed and repeated-phone submissions quarantined or refused (${((100 * keptOut) / submitted).toFixed(1)} %, ${keptOut} of ${submitted})`, met: keptOut >= 0.99 * submitted },
    {
      text: `Headless browser held to the per-address limit (${headless.inbox} in the inbox, limit ${addressLeadsPerHour} an hour) and made to pay the proof of work (${headless.paidProofOfWork} of ${headlessAccepted} it got stored)`,
      met: headless.inbox <= addressLeadsPerHour && headless.paidProofOfWork >= headlessAccepted && headlessAccepted > 0,
    },
    { text: `0 × 5xx (${server5xx})`, met: server5xx === 0 },
  ];
}

function costTable(people) {
  const forms = [...new Set(people.map((journey) => journey.form))];
  const rows = forms.map((form) => {
    const journeys = people.filter((journey) => journey.form === form);
    const online = journeys.filter((journey) => journey.addedMs !== undefined);
    const added = online.map((journey) => journey.addedMs).sort((a, b) => a - b);
    return [
      form,
      String(journeys.length),
      bytes(mean(journeys.map((journey) => journey.bytes.total))),
      bytes(mean(journeys.map((journey) => journey.bytes.formToken))),
      `${bytes(mean(journeys.map((journey) => journey.bytes.solver)))} (${journeys.filter((journey) => journey.bytes.solver > 0).length} of ${journeys.length} loaded it)`,
      `${journeys.filter((journey) => journey.paidProofOfWork).length} of ${journeys.length}`,
      ms(percentile(added, 50)),
      ms(percentile(added, 95)),
    ];
  });
  return table(['Form', 'Journeys', 'Page and form, all bytes moved', 'of which form token', 'of which proof-of-work solver', 'Asked for proof of work', 'Submit → sent, p50', 'p95'], rows);
}

export function botsSection(bots) {
  if (!bots) return '';
  const { counts, addressLeadsPerHour, engines } = bots;
  const lines = [
    '## Bots kept out without a puzzle (issue 41)',
    '',
    'A fresh server per engine with the production limits (30 lead posts a minute, 5 then 20 leads an hour per address,',
    '3 callbacks an hour per number), trusting X-Forwarded-For so each actor is the address it claims. Refused: 429, or',
    '428 never answered with a proof of work. Inbox and quarantine are read from the database after the run.',
    `Bots: ${counts.direct} direct posts (the three kinds in turn), ${counts.replayed} posts replaying one token, ${counts.phone} callbacks for one number,`,
    `${counts.headless} headless submissions (the three forms in turn; the fields a person sees, not the hidden trap).`,
  ];
  for (const result of engines) {
    const rows = Object.entries(result.tallies).map(([actor, t]) => [ACTORS[actor], t.submitted, t.inbox, t.quarantined, t.refused429, t.unpaid428, t.paidProofOfWork, t.server5xx]);
    lines.push(
      '',
      `### ${ENGINES[result.engine]}`,
      '',
      table(['Actor', 'Submitted', 'Reached the inbox', 'Quarantined', 'Refused (429)', 'Refused (428 unpaid)', 'Paid proof of work', '5xx'], rows),
      '',
      ...botBudgets(result, addressLeadsPerHour).map(({ text, met }) => `- ${mark(met)} ${text}`),
      '',
      `What the checks cost a person (keyboard journeys; the headless bot filled a form in ${ms(result.headlessFillMsP50)} at the median):`,
      '',
      costTable(result.people),
    );
  }
  lines.push(
    '',
    'Bytes: everything each journey moved (requests and answers, headers included, as Chromium counts them); the',
    "form token's exchange and the proof-of-work solver (a chunk loaded only after a 428) are the checks' own bytes at",
    'run time. The honeypot and the guard ship inside the form chunks (not separable without a second build); the',
    "pages' byte budgets of issue 22 are measured by the page-weight section. Submit → sent: from the key press that",
    'submits to the start of the POST the server took; it holds any wait for the token, the 428 round trip and the',
    "solving, plus the form's own validation (a few ms). Offline journeys are left out of it (they wait for the network).",
  );
  return lines.join('\n');
}
