// Every HTML file of the production build (the prerendered pages, the client shell and the offline page) through
// the W3C's Nu Html Checker, in one JVM call. Any error fails the run; warnings are not reported.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vnu from 'vnu-jar';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, process.argv[2] ?? 'dist');

const pages = readdirSync(distDir, { recursive: true })
  .filter((file) => file.endsWith('.html'))
  .map((file) => path.join(distDir, file))
  .sort();
if (pages.length === 0) {
  console.error(`No HTML files in ${distDir}: build first.`);
  process.exit(1);
}

let report;
try {
  report = execFileSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...pages], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
} catch (error) {
  // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
  report = error.stderr;
  if (!report?.trim().startsWith('{')) throw error;
}
const errors = JSON.parse(report || '{"messages":[]}').messages;
for (const { url, lastLine, message } of errors) {
  console.error(`${path.relative(distDir, fileURLToPath(url))}:${lastLine ?? '?'}: ${message}`);
}
console.log(`Nu Html Checker: ${pages.length} HTML files, ${errors.length} errors.`);
process.exit(errors.length === 0 ? 0 : 1);
