import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
export type OutputChunk = Rollup.OutputChunk;

/** The chunks of a bundle, with lookups by file and by the module an entry starts from. */
export function chunkGraph(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  /** The entry chunk whose module's path ends with `suffix`. */
  const entry = (suffix: string) =>
    chunks.find((c) => c.isEntry && c.facadeModuleId?.split('?')[0].endsWith(suffix));
  /** The chunks `start` loads statically, itself included. */
  const closure = (start: OutputChunk): Set<OutputChunk> => {
    const seen = new Set<OutputChunk>();
    const queue = [start];
    while (queue.length) {
      const chunk = queue.pop() as OutputChunk;
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) queue.push(next);
      }
    }
    return seen;
  };
  /** The modules that end up in the chunks, with their chunk. */
  const modulesOf = (set: Iterable<OutputChunk>) => {
    const found = new Map<string, OutputChunk>();
    for (const chunk of set)
      for (const [id, info] of Object.entries(chunk.modules))
        if (info.renderedLength > 0) found.set(id, chunk);
    return found;
  };
  return { chunks, entry, closure, modulesOf };
}
