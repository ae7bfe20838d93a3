/**
 * Counts kept in this process's memory and written to the database in batches (product views,
 * banner clicks): the modules that count register how to write them here, and the job system
 * writes each every so often while it runs. Each instance of the shop holds and writes its own
 * counts, so the writing belongs to every instance, not to one per cluster. Whatever is left is
 * written when the app closes.
 */
export type Buffer = {
  name: string;
  /** How often the job system writes it. */
  everyMs: number;
  /** Writes what was counted since the last write; puts it back when the write fails. */
  flush(): Promise<unknown>;
};

export class WriteBehind {
  private readonly list: Buffer[] = [];

  add(buffer: Buffer) {
    this.list.push(buffer);
  }

  get buffers(): readonly Buffer[] {
    return this.list;
  }

  /** Writes every buffer once; a failed one is logged by `onError`, the others still go. */
  async flushAll(onError: (buffer: Buffer, e: unknown) => void) {
    for (const b of this.list) await b.flush().catch((e) => onError(b, e));
  }
}
