import type { FastifyBaseLogger } from 'fastify';

/**
 * A look every instance makes on a timer (the reminders of decisions 038 and 049): `look` every
 * `intervalMs` from `start` until `stop`, which waits for a look still running; a failure is logged as
 * `failure` and the next look tries again.
 */
export function intervalJob(look: () => Promise<unknown>, log: FastifyBaseLogger, failure: string) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  return {
    start(intervalMs: number) {
      timer = setInterval(() => {
        running = look().catch((error: unknown) => log.error({ err: error }, failure));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
