// The floor pages: a proxy in front of the real server that passes every file through unchanged and serves
// each HTML page with its scripts removed, compressed as the build compresses pages (brotli 11 or gzip 9,
// scripts/compress-build.ts), once per page.
// Its own process, so it never shares an event loop with Lighthouse.
//   node floor-server.mjs http://127.0.0.1:PORT
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRECOMPRESSED_MIN_BYTES } from '../../server/http/precompressed-files.ts';
import { stripScripts } from './floor-html.mjs';

const upstream = new URL(process.argv[2]);
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding'];
/** A page's compressed floor, by path and encoding: it is the same on every run. */
const encodedFloors = new Map();

function encode(urlPath, body, acceptEncoding = '') {
  if (body.length < PRECOMPRESSED_MIN_BYTES) return { body };
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
  if (!encoding) return { body };
  const key = `${encoding} ${urlPath}`;
  if (!encodedFloors.has(key)) {
    encodedFloors.set(key, encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 }));
  }
  return { body: encodedFloors.get(key), encoding };
}

function sendFloor(urlPath, upstreamResponse, response, acceptEncoding) {
  const chunks = [];
  upstreamResponse.on('data', (chunk) => chunks.push(chunk));
  upstreamResponse.on('end', () => {
    const { body, encoding } = encode(urlPath, Buffer.from(stripScripts(Buffer.concat(chunks).toString('utf8'))), acceptEncoding);
    const headers = Object.fromEntries(Object.entries(upstreamResponse.headers).filter(([name]) => !HOP_BY_HOP.includes(name)));
    response.writeHead(upstreamResponse.statusCode, { ...headers, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': body.length });
    response.end(body);
  });
}

const server = createServer((clientRequest, response) => {
  const urlPath = clientRequest.url.split('?')[0];
  const isPage = path.posix.extname(urlPath) === '';
  const headers = { ...clientRequest.headers, host: upstream.host };
  // Pages come back uncompressed so their scripts can be cut out; files pass through as they are.
  if (isPage) headers['accept-encoding'] = 'identity';
  const proxied = httpRequest({ host: upstream.hostname, port: upstream.port, method: clientRequest.method, path: clientRequest.url, headers }, (upstreamResponse) => {
    if (isPage && (upstreamResponse.headers['content-type'] ?? '').startsWith('text/html')) return sendFloor(urlPath, upstreamResponse, response, clientRequest.headers['accept-encoding']);
    response.writeHead(upstreamResponse.statusCode, upstreamResponse.headers);
    upstreamResponse.pipe(response);
  });
  proxied.on('error', (error) => {
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(`floor proxy: ${error.message}`);
  });
  clientRequest.pipe(proxied);
});

server.listen(0, '127.0.0.1', () => console.log(`floor server listening at http://127.0.0.1:${server.address().port}`));
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
