// The floor pages: a proxy in front of the real server that passes every file through unchanged and serves
// each HTML page with its scripts removed, compressed as the real server compresses (brotli 5 or gzip).
// Its own process, so it never shares an event loop with Lighthouse.
//   node floor-server.mjs http://127.0.0.1:PORT
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { stripScripts } from './floor-html.mjs';

const upstream = new URL(process.argv[2]);
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding'];
// The real server's threshold (server/app.ts).
const COMPRESS_FROM = 1024;

function encode(body, acceptEncoding = '') {
  if (body.length < COMPRESS_FROM) return { body };
  if (/\bbr\b/.test(acceptEncoding)) return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(body), encoding: 'gzip' };
  return { body };
}

function sendFloor(upstreamResponse, response, acceptEncoding) {
  const chunks = [];
  upstreamResponse.on('data', (chunk) => chunks.push(chunk));
  upstreamResponse.on('end', () => {
    const { body, encoding } = encode(Buffer.from(stripScripts(Buffer.concat(chunks).toString('utf8'))), acceptEncoding);
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
    if (isPage && (upstreamResponse.headers['content-type'] ?? '').startsWith('text/html')) return sendFloor(upstreamResponse, response, clientRequest.headers['accept-encoding']);
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
