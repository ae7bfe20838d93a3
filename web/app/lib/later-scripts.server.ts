import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { LATER_PRELOAD_REL, LATER_SCRIPT_TYPE, LATER_SCRIPTS_LOADER } from './later-scripts';

// React writes the module preloads into the head and React Router's module script near the end of
// the body, both before anything a shopper could type reaches the page (in the HTML text `<` is
// written as an entity and in inline data as \u003c), so a tag-shaped match is the tag itself.
const PRELOAD = /<link rel="modulepreload"/g;
const MODULE_SCRIPT = /<script([^>]*?) type="module"([^>]*)>([\s\S]*?)<\/script>/;
const NONCE = /\bnonce="([^"]*)"/;

/**
 * Writes the page's scripts inert, followed by the loader that brings them to life after the
 * first picture (see later-scripts.ts). Passes everything after the module script unread: the
 * rest of the page, streamed as its data arrives, holds no script of React Router's.
 */
export function latePageScripts(): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let rewritten = false;

  const rewrite = (html: string) =>
    html
      .replace(PRELOAD, `<link rel="${LATER_PRELOAD_REL}"`)
      .replace(MODULE_SCRIPT, (_all, before, after, body) => {
        rewritten = true;
        const nonce = NONCE.exec(before + after)?.[1];
        const nonceAttr = nonce === undefined ? '' : ` nonce="${nonce}"`;
        return (
          `<script${before} type="${LATER_SCRIPT_TYPE}"${after}>${body}</script>` +
          `<script${nonceAttr}>${LATER_SCRIPTS_LOADER}</script>`
        );
      });

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (rewritten) {
        callback(null, chunk);
        return;
      }
      const text = pending + decoder.write(chunk);
      // A tag cut by the chunk's end waits for the next chunk; so does an open script element.
      const cut = safeEnd(text);
      pending = text.slice(cut);
      const done = rewrite(text.slice(0, cut));
      if (rewritten) {
        const rest = pending;
        pending = '';
        callback(null, done + rest);
        return;
      }
      callback(null, done);
    },
    flush(callback: TransformCallback) {
      const rest = pending + decoder.end();
      callback(null, rewritten ? rest : rewrite(rest));
    },
  });
}

/** Where the text can be cut with no tag, and no module script element, split across the cut. */
function safeEnd(text: string): number {
  const openScript = text.lastIndexOf('<script');
  if (openScript !== -1 && text.indexOf('</script>', openScript) === -1) return openScript;
  const open = text.lastIndexOf('<');
  if (open !== -1 && text.indexOf('>', open) === -1) return open;
  return text.length;
}
