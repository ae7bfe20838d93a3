// The floor the benchmarks compare with: a bare Fastify route answering each request with bytes
// kept in memory (with their content type and encoding), nothing else. It runs in a process of its
// own so that its CPU time per request can be read apart from the load generator's.
// Usage: node bench/bare-server.mjs <port> <answers.json>, where the file maps
// "<accept-encoding> <url>" to { type, encoding, body (base64) }. Prints "ready" once listening.
import fs from 'node:fs';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([key, a]) => [
    key,
    { ...a, body: Buffer.from(a.body, 'base64') },
  ]),
);
const app = Fastify();
app.get('/*', (req, reply) => {
  const answer = answers.get(`${req.headers['accept-encoding'] ?? ''} ${req.url}`);
  if (!answer) return reply.status(404).send();
  reply.type(answer.type);
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  return reply.send(answer.body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
console.log('ready');
