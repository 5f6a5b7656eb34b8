import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not shape the answer's timing: register, forgot-password and resend-verification answer
 * before they look the address up, so a known address cannot be told from an unknown one by how long the call
 * takes or by what it sent to the database before answering.
 * The app waits for work still running when it closes.
 */
export interface TDetachedTasks {
  run: (name: string, task: () => Promise<void>) => void;
  /** Resolves once every task started so far has finished. */
  settle: () => Promise<void>;
}

export function createDetachedTasks(log: FastifyBaseLogger): TDetachedTasks {
  const running = new Set<Promise<void>>();
  return {
    run: (name, task) => {
      // Started on the next turn of the event loop, once the answer has been written out.
      const promise = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'falló una tarea en segundo plano'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    settle: async () => {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
