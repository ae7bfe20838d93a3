// The baseline that does what the shop's endpoint does in the database and nothing else: a bare
// Fastify route that sends the endpoint's own statements (same text, parameters, prepared name
// and row mode, as recorded from the shop by capture-statements.mjs) through a pg pool of the
// shop's size, one after the other as the shop does, and answers the rows with JSON.stringify.
// Runs in a process of its own, like the shop, so the load generator does not share its thread.
// Usage: DATABASE_URL=… node bench/bare-sql-server.mjs <port> <statements.json> <pool size>,
// where the file maps a URL to its list of statements. Prints "ready" once listening.
import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const [port, file, poolSize] = process.argv.slice(2);
const statements = new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(poolSize) });
pool.on('error', () => {});

// The type parsers Drizzle's node-postgres driver passes with each statement: dates and times
// stay text, everything else as pg parses it.
const { builtins } = pg.types;
const asText = new Set([
  builtins.TIMESTAMPTZ,
  builtins.TIMESTAMP,
  builtins.DATE,
  builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const keep = (val) => val;
const drizzleTypes = {
  getTypeParser: (typeId, format) => (asText.has(typeId) ? keep : pg.types.getTypeParser(typeId, format)),
};

const app = Fastify();
app.get('/*', async (req, reply) => {
  const list = statements.get(req.url);
  if (!list) return reply.status(404).send();
  const results = [];
  for (const s of list) {
    const config = { text: s.text, name: s.name, rowMode: s.rowMode };
    if (s.types) config.types = drizzleTypes;
    results.push((await pool.query(config, s.values)).rows);
  }
  return reply.type('application/json').send(JSON.stringify(results.length === 1 ? results[0] : results));
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
console.log('ready');
