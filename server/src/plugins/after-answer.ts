import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

type AfterAnswer = {
  /**
   * Runs `task` once the reply's answer has gone out. For work whose duration must not show in
   * the answer's timing: a request for a reset link takes as long for an address without an
   * account as for one with an account, because neither waits for the lookup or the mail.
   */
  run(reply: FastifyReply, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has ended (shutdown, and tests reading the mail). */
  settled(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    afterAnswer: AfterAnswer;
  }
}

export const afterAnswerPlugin = fp(async (app: FastifyInstance) => {
  const pending = new Set<Promise<void>>();
  const afterAnswer: AfterAnswer = {
    run(reply, task) {
      const done = new Promise<void>((resolve) => {
        let started = false;
        const start = () => {
          if (started) return;
          started = true;
          // On a later turn of the loop: the bytes are handed to the socket first.
          setImmediate(() => {
            task()
              .catch((err) => reply.log.error({ err }, 'work after the answer failed'))
              .finally(resolve);
          });
        };
        // 'close' too: a client that leaves early still gets its mail.
        reply.raw.once('finish', start);
        reply.raw.once('close', start);
      });
      pending.add(done);
      void done.finally(() => pending.delete(done));
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
  app.decorate('afterAnswer', afterAnswer);
  // Shutdown waits for queued mail, so the database is never closed under it.
  app.addHook('onClose', async () => afterAnswer.settled());
});
