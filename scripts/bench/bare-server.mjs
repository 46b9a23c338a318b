// The comparison point for the API figures: no framework, no validation, no storage.
// Runs as its own process so it never shares an event loop with the load generator.
import { createServer } from 'node:http';

let next = 0;
const server = createServer((request, response) => {
  request.on('data', () => {});
  request.on('end', () => {
    next += 1;
    const body = JSON.stringify({ id: String(next), message: 'Submitted Successfully!' });
    response.writeHead(201, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
});

server.listen(0, '127.0.0.1', () => {
  console.log(`bare node:http server listening at http://127.0.0.1:${server.address().port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
