/**
 * Runs `run` in this process every `everyMs` (after the wait, never two at once) until stopped.
 * For work that belongs to each instance: its own counters, or its share of a queue whose rows
 * it claims one by one. Stopping waits for a run in progress; `run` can look at `stopping()`
 * to end early.
 */
export function everyInstance(
  everyMs: number,
  run: (stopping: () => boolean) => Promise<unknown>,
  onError: (e: unknown) => void,
): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake = () => {};
  const loop = async () => {
    while (!stopped) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, everyMs);
        timer.unref();
      });
      if (stopped) return;
      await run(() => stopped).catch(onError);
    }
  };
  const done = loop();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wake();
      await done;
    },
  };
}
