// Writes a brotli (quality 11) and a gzip (level 9) copy beside each text file of the build, which the server
// sends as they are (@fastify/static's `preCompressed`): about 10 % fewer bytes than its own on-the-fly brotli,
// whose quality 5 stays for what the build does not hold (API answers, not-found pages).
// Runs last: the service worker's precache lists the build's files before these copies exist.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PRECOMPRESSED_FILE, PRECOMPRESSED_MIN_BYTES } from '../server/http/precompressed-files';

const dist = path.resolve(process.argv[2] ?? 'dist');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function compress(file: string): Promise<number> {
  const content = readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gzip(content, { level: 9 }),
  ]);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  return content.length;
}

const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && PRECOMPRESSED_FILE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => statSync(file).size >= PRECOMPRESSED_MIN_BYTES);
// zlib's asynchronous calls run on libuv's thread pool, a few files at a time.
const bytes = (await Promise.all(files.map(compress))).reduce((sum, size) => sum + size, 0);
console.log(`Precompressed: ${files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB, as .br and .gz`);
