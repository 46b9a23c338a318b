// Summarises a V8 .cpuprofile (from `node --cpu-prof`) by where the time went: self time per package or
// source file, and the busiest functions. Startup (module loading) is left out: only samples taken after
// `fromMs` into the profile count, so the figures describe the request path under load.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const PACKAGE = /node_modules\/((?:@[^/]+\/)?[^/]+)\//;

/** The package a frame belongs to, "node:<module>" for Node's own code, or the project file. */
function ownerOf({ url, functionName }, root) {
  const match = PACKAGE.exec(url);
  if (match) return match[1];
  if (url.startsWith('node:')) return url;
  if (url) return path.relative(root, url.replace(/^file:\/\//, ''));
  return functionName || '(native)';
}

export function readProfile(directory) {
  const file = readdirSync(directory).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${directory}`);
  return JSON.parse(readFileSync(path.join(directory, file), 'utf8'));
}

/** { busyMs, owners: [{ name, share }], functions: [{ name, share }] } — shares of busy (non-idle) time. */
export function summariseProfile(profile, { root, fromMs = 0, top = 12 }) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const owners = new Map();
  const functions = new Map();
  let busy = 0;
  let elapsed = 0;
  profile.samples.forEach((id, index) => {
    elapsed += (profile.timeDeltas[index] ?? 0) / 1000;
    if (elapsed < fromMs) return;
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === '(idle)') return;
    busy += 1;
    const owner = ownerOf(callFrame, root);
    owners.set(owner, (owners.get(owner) ?? 0) + 1);
    const name = `${callFrame.functionName || '(anonymous)'} (${owner}${callFrame.lineNumber >= 0 ? `:${callFrame.lineNumber + 1}` : ''})`;
    functions.set(name, (functions.get(name) ?? 0) + 1);
  });
  const ranked = (counts) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, count]) => ({ name, share: count / Math.max(1, busy) }));
  const samplingMs = profile.samples.length > 0 ? (profile.endTime - profile.startTime) / 1000 / profile.samples.length : 0;
  return { busyMs: busy * samplingMs, owners: ranked(owners), functions: ranked(functions) };
}
