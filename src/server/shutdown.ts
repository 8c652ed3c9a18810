// Graceful shutdown (docs/decisions/026), as a process manager or an orchestrator asks for it with
// SIGTERM (SIGINT from a terminal): the instance says it is not ready, waits for the load balancer to
// notice, stops accepting connections while the requests in flight finish, stops the outbox (deliveries
// in progress are recorded, claims not started are released for another instance) and closes the
// database. A second signal, or a shutdown longer than its limit, ends the process at once.
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import type { Readiness } from './modules/health/readiness';

// Past the drain, the time given to requests in flight and to the outbox's deliveries in progress (each
// provider call times out within 10 s by default): 5 s of drain and this fit in the 30 s an orchestrator
// commonly waits after SIGTERM before it kills the process.
const CLOSE_LIMIT_MS = 20_000;

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

export function shutDownOnSignals({
  app,
  database,
  readiness,
  drainMs,
}: {
  app: FastifyInstance;
  database: Database;
  readiness: Readiness;
  drainMs: number;
}) {
  const log = app.log;
  let shuttingDown = false;

  async function shutDown(signal: NodeJS.Signals) {
    const limitMs = drainMs + CLOSE_LIMIT_MS;
    setTimeout(() => {
      log.error({ limitMs }, 'shutdown: not finished within its limit; exiting now');
      process.exit(1);
    }, limitMs).unref();

    readiness.drain();
    log.info({ signal, drainMs }, 'shutdown: draining, /ready answers 503');
    await new Promise((resolve) => setTimeout(resolve, drainMs));

    // Fastify stops the outbox first (a preClose hook of the app), then the listening socket; requests
    // already received finish, and one arriving on a kept-alive connection is answered 503 with
    // 'Connection: close' (Fastify's return503OnClosing), so no client holds the close open.
    log.info('shutdown: closing, no new connections; requests in flight finish');
    await app.close();
    log.info('shutdown: requests finished and the outbox stopped; closing the database');
    await database.close();
    log.info('shutdown: done');
  }

  for (const signal of SIGNALS) {
    process.on(signal, () => {
      if (shuttingDown) {
        log.warn({ signal }, 'shutdown: second signal; exiting now');
        process.exit(1);
      }
      shuttingDown = true;
      shutDown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown: failed');
          process.exit(1);
        },
      );
    });
  }
}
