// Validates every data file of the registry against its schema before the build ships it: the browser
// fetches these files without zod and trusts their types (src/lib/data-file.ts).
import { dataFiles } from '@/features/catalogue/data-files';
import { dataFileProblems } from './check-data-files/data-file-problems';
import { hindiSidecarPath } from '@/lib/i18n/data-path';

// A Hindi sidecar is held to its English file's schema (the path the browser reads it by is its own).
const problems = dataFiles.flatMap((entry) => [
  ...dataFileProblems(entry),
  ...(entry.hindi ? dataFileProblems({ ...entry, path: hindiSidecarPath(entry.path) }) : []),
]);

if (problems.length > 0) {
  console.error(`Data files that do not match their schemas:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`${dataFiles.length} data files valid`);
