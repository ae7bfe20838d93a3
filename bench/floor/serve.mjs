// Serves the built floor app: its static files, and every other request through React Router.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestListener } from '@react-router/node';

const here = path.dirname(fileURLToPath(import.meta.url));
const client = path.join(here, 'build/client');
const TYPES = { '.js': 'text/javascript', '.css': 'text/css' };

/** Starts the floor app on `port`; resolves to a function that stops it. */
export async function serveFloor(port) {
  const build = await import(path.join(here, 'build/server/index.js'));
  const listener = createRequestListener({ build });
  const server = http.createServer((req, res) => {
    const file = path.join(client, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (file.startsWith(client) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      res.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
      fs.createReadStream(file).pipe(res);
      return;
    }
    listener(req, res);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise((resolve) => server.close(resolve));
}
