import type { FastifyBaseLogger } from 'fastify';

/**
 * One kind of background work, done in batches: each call claims what is due
 * (rows locked with FOR UPDATE SKIP LOCKED or leased, so that several
 * instances share the work), does it, and says how many it handled.
 */
export interface BackgroundTask {
  name: string;
  runOnce(): Promise<number>;
  /** Releases what the task holds open (an SMTP pool), once the worker has stopped. */
  close?(): Promise<void>;
}

export interface BackgroundWorkerOptions {
  tasks: readonly BackgroundTask[];
  logger: FastifyBaseLogger;
  /** How often due work is looked for. */
  intervalMs: number;
}

/**
 * Runs the background tasks (e-mail delivery, signature requests) on an
 * interval, one pass at a time. The tables the tasks read are the queue:
 * see docs/adr/0005-outbox-tables-as-job-queue.md.
 */
export class BackgroundWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly options: BackgroundWorkerOptions) {}

  /** Starts polling; the first pass runs at once. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling, waits for the pass under way, then closes the tasks. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    await Promise.all(this.options.tasks.map(async (task) => task.close?.()));
  }

  /** Asks for a pass soon, e.g. right after a transaction queued work. */
  kick(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.schedule(0);
  }

  /**
   * Runs passes until no task finds anything due (bounded, so a task that
   * keeps failing cannot loop). For tests and the command line.
   */
  async drain(maxPasses = 20): Promise<void> {
    await this.running;
    for (let pass = 0; pass < maxPasses; pass += 1) {
      if ((await this.runPass()) === 0) return;
    }
  }

  private schedule(delayMs: number) {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.runPass()
        .then(() => undefined)
        .finally(() => {
          this.running = undefined;
          if (!this.stopped && !this.timer) this.schedule(this.options.intervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async runPass(): Promise<number> {
    let handled = 0;
    for (const task of this.options.tasks) {
      try {
        handled += await task.runOnce();
      } catch (error) {
        this.options.logger.error({ err: error, task: task.name }, 'Background task failed');
      }
    }
    return handled;
  }
}
