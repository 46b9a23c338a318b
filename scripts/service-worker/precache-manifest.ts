// What the service worker precaches, chosen from the build's own output (see scripts/build-service-worker.ts).
import { isStaffConsolePath } from '@/lib/staff-console-paths';

export type PrecacheKind = 'scripts' | 'styles' | 'fonts' | 'images' | 'pages';
export const PRECACHE_KINDS: readonly PrecacheKind[] = ['scripts', 'styles', 'fonts', 'images', 'pages'];

/** One file of dist/, by its site path. */
export type BuildFile = { url: string; bytes: number; contentHash: string };

/** Workbox's manifest entry: a hashed file needs no revision, its name changes with its content. */
export type PrecacheEntry = { url: string; revision: string | null };

export type PrecacheSelection = {
  /**
   * Hashed files left out (see unsavedPagesOnlyScripts, otherLanguageOnlyFiles); every other hashed script, style
   * and font goes in.
   */
  excluded: ReadonlySet<string>;
  /** Unhashed files to precache: the shell's images and the offline page. */
  shellFiles: readonly string[];
};

export type PrecacheManifest = {
  entries: PrecacheEntry[];
  files: (BuildFile & { kind: PrecacheKind })[];
  bytes: number;
};

/** The data budget: what a first visit may download for offline use, counted as the device stores it. */
export const PRECACHE_BUDGET_BYTES = 1.5 * 1024 * 1024;

const HASHED_PREFIX = '/static/';

export function kindOf(url: string): PrecacheKind | undefined {
  if (url.endsWith('.js')) return 'scripts';
  if (url.endsWith('.css')) return 'styles';
  if (/\.woff2?$/.test(url)) return 'fonts';
  if (/\.(?:svg|png|jpe?g|webp|avif|ico)$/.test(url)) return 'images';
  if (url.endsWith('.html')) return 'pages';
  return undefined;
}

/**
 * The scripts not to precache: those only the screens of pages the worker never saves (login-only or
 * client-only) use. Every other chunk is precached, unnamed ones included: a saved page loads its deferred
 * sections' chunks only when they scroll into view, which may first happen offline.
 */
export function unsavedPagesOnlyScripts(chunkGroups: Readonly<Record<string, readonly string[]>>, savedRoutes: ReadonlySet<string>): Set<string> {
  const isUnsavedPage = (group: string) => group.startsWith('page-') && !savedRoutes.has(group.slice('page-'.length));
  const files = (groups: [string, readonly string[]][]) => new Set(groups.flatMap(([, groupFiles]) => groupFiles.map((file) => `/${file}`)));
  const used = files(Object.entries(chunkGroups).filter(([name]) => !isUnsavedPage(name)));
  return new Set([...files(Object.entries(chunkGroups).filter(([name]) => isUnsavedPage(name)))].filter((url) => !used.has(url)));
}

function isSelected(file: BuildFile, kind: PrecacheKind | undefined, selection: PrecacheSelection): boolean {
  // The staff console is a second app behind sign-in: the public site's worker never keeps its page or files.
  if (isStaffConsolePath(file.url)) return false;
  if (!file.url.startsWith(HASHED_PREFIX)) return selection.shellFiles.includes(file.url);
  if (selection.excluded.has(file.url)) return false;
  return kind === 'scripts' || kind === 'styles' || kind === 'fonts';
}

/**
 * The files of another language's build that this language's never uses. Each language's worker precaches its
 * own (src/lib/web-app-files.ts): the two builds write their files side by side, and those with the same content
 * have the same name, so the libraries and most chunks are shared and only text-bearing chunks differ.
 */
export function otherLanguageOnlyFiles(own: readonly string[], others: readonly (readonly string[])[]): Set<string> {
  const used = new Set(own);
  return new Set(others.flat().filter((file) => !used.has(file)).map((file) => `/${file}`));
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** Chooses the files, gives each unhashed one its content hash as revision, and holds the total to the budget. */
export function buildPrecacheManifest(files: readonly BuildFile[], selection: PrecacheSelection, budgetBytes = PRECACHE_BUDGET_BYTES): PrecacheManifest {
  const missing = selection.shellFiles.filter((url) => !files.some((file) => file.url === url));
  if (missing.length > 0) throw new Error(`Precache: ${missing.join(', ')} not found in the build`);
  const chosen = files
    .map((file) => ({ ...file, kind: kindOf(file.url) }))
    .filter((file): file is BuildFile & { kind: PrecacheKind } => file.kind !== undefined && isSelected(file, file.kind, selection))
    .sort((a, b) => a.url.localeCompare(b.url));
  const bytes = chosen.reduce((total, file) => total + file.bytes, 0);
  if (bytes > budgetBytes) {
    throw new Error(`Precache: ${megabytes(bytes)} is over the ${megabytes(budgetBytes)} budget; precache fewer chunk groups (scripts/service-worker/precache-manifest.ts)`);
  }
  const entries = chosen.map(({ url, contentHash }) => ({ url, revision: url.startsWith(HASHED_PREFIX) ? null : contentHash }));
  return { entries, files: chosen, bytes };
}
