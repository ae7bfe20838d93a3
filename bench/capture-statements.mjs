// Loaded into a second shop server with `node --import` by bench/run.mjs, never into the one it
// measures: records every statement the pg driver sends (text, parameters, prepared name, row
// mode) so that the bare-SQL baseline can send exactly the same ones. GET /take on
// CAPTURE_PORT answers what was recorded since the last take, and forgets it.
import http from 'node:http';
import pg from 'pg';

const recorded = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function capture(config, values, callback) {
  if (typeof config === 'string') {
    recorded.push({ text: config, values: Array.isArray(values) ? values : [] });
  } else if (config && typeof config.text === 'string') {
    recorded.push({
      text: config.text,
      values: Array.isArray(values) ? values : (config.values ?? []),
      name: config.name,
      rowMode: config.rowMode,
      // Drizzle passes its own type parsers (dates left as text); the baseline does the same.
      types: config.types !== undefined,
    });
  }
  return query.call(this, config, values, callback);
};

http
  .createServer((req, res) => {
    if (req.url !== '/take') return res.writeHead(404).end();
    const taken = recorded.splice(0);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(taken));
  })
  .listen(Number(process.env.CAPTURE_PORT), '127.0.0.1')
  .unref();
