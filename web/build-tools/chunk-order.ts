import type { OutputChunk } from './chunk-graph';

// Two browser files that import each other run in an order that reads a value before it is set,
// and the page fails to start. Rollup's own split never makes such a pair, but chunks asked for by
// name can; the build checks for one instead of shipping a shop that does not start.

/** The first cycle among the files' static imports, as file names, or null. */
export function chunkCycle(chunks: OutputChunk[]): string[] | null {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const next of byFile.get(file)?.imports ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const chunk of chunks) {
    const found = visit(chunk.fileName);
    if (found) return found;
  }
  return null;
}
