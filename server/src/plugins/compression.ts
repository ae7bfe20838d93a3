import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The encodings answers go out in, in order of preference; anything else is sent as it is. */
export const COMPRESSED_ENCODINGS = ['br', 'gzip'] as const;

/**
 * Every text answer (pages, JSON, SVG) goes out brotli-compressed when the client accepts it,
 * else gzip, with `Vary: Accept-Encoding`, so a phone on a slow link downloads a fraction of
 * the bytes. Answers are compressed as they are sent, so brotli runs at quality 5: most of the
 * gain of its slow top setting at a small part of the time. Built assets were compressed at the
 * top setting ahead of time and are sent as they are (the static files plugin picks them).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    encodings: [...COMPRESSED_ENCODINGS],
    threshold: 1024,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      },
    },
    zlibOptions: { level: 6 },
  });
});
