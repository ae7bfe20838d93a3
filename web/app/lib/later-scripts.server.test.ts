import { describe, expect, it } from 'vitest';
import { LATER_PRELOAD_REL, LATER_SCRIPT_TYPE, LATER_SCRIPTS_LOADER } from './later-scripts';
import { latePageScripts } from './later-scripts.server';

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0"/>' +
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n0"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><h1>केक — Rs 1,00,000</h1>' +
  '<script nonce="n0">window.__reactRouterContext = {"a":"\\u003cb"};</script>' +
  '<script nonce="n0" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client-A.js");</script>' +
  '<div hidden id="S:0"><p>later</p></div><script nonce="n0">$RC("B:0","S:0")</script></body></html>';

/** Sends the page through the transform in the given pieces and returns what comes out. */
async function through(pieces: Buffer[]): Promise<string> {
  const stream = latePageScripts();
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer | string) => out.push(Buffer.from(chunk)));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  for (const piece of pieces) stream.write(piece);
  stream.end();
  await ended;
  return Buffer.concat(out).toString('utf8');
}

const expected = PAGE.replaceAll('rel="modulepreload"', `rel="${LATER_PRELOAD_REL}"`)
  .replace('type="module"', `type="${LATER_SCRIPT_TYPE}"`)
  .replace('</script><div hidden', `</script><script nonce="n0">${LATER_SCRIPTS_LOADER}</script><div hidden`);

describe('page scripts written to load later', () => {
  it('writes the preloads and the module script inert, with the loader after them under the same nonce', async () => {
    const html = await through([Buffer.from(PAGE)]);
    expect(html).toBe(expected);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
  });

  it('gives the same page however the stream is cut, even inside a tag or a Devanagari letter', async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut++) {
      const html = await through([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(html, `cut at byte ${cut}`).toBe(expected);
    }
  });

  it('gives the same page when it comes a byte at a time', async () => {
    const bytes = Buffer.from(PAGE);
    const pieces = Array.from(bytes, (_b, i) => bytes.subarray(i, i + 1));
    expect(await through(pieces)).toBe(expected);
  });

  it('leaves a page without React Router scripts as it was, and writes a loader without a nonce when the script has none', async () => {
    const plain = '<html><body><p>a &lt;link rel="modulepreload"&gt; in text</p></body></html>';
    expect(await through([Buffer.from(plain)])).toBe(plain);
    const bare = '<body><script type="module">import("/a.js")</script></body>';
    expect(await through([Buffer.from(bare)])).toBe(
      `<body><script type="${LATER_SCRIPT_TYPE}">import("/a.js")</script><script>${LATER_SCRIPTS_LOADER}</script></body>`,
    );
  });
});
