// The anchor of the listings bench: bare node:http answering every request with the same bytes the API sends
// (read once from the file named on the command line), so the ratio measures what the server adds per request.
//   node scripts/bench/bare-node-server.mjs FILE PORT
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(port), '127.0.0.1');
