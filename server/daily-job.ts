import type { FastifyInstance } from 'fastify';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs `job` when the server is ready and then once a day while it runs (retention, the trash purge): such
 * work does not wait for someone to open a page. A failure is logged as "<name> failed" and the next day's
 * run tries again; the timer never keeps the process alive and stops when the server closes.
 */
export function registerDailyJob(app: FastifyInstance, name: string, job: () => void): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    try {
      job();
    } catch (error) {
      app.log.error({ err: error }, `${name} failed`);
    }
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
