import PgBoss from 'pg-boss';
import type { Database, Db } from './db/database';
import { executorOf } from './db/database';
import { loggableError } from './errors';

export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobDefinition<T = any> {
  name: string;
  handler: JobHandler<T>;
  /** Optional cron schedule (UTC). */
  cron?: string;
  /** Jobs of this kind worked at once in this process (default 1): more overlaps one job's database waits with another's CPU work. */
  concurrency?: number;
}

/**
 * Background work on pg-boss in the same database. `send` takes the request's transaction
 * so a job is queued only if the change that asked for it commits.
 */
export class Queue {
  private boss: PgBoss;
  private started = false;
  private readonly jobs: JobDefinition[] = [];

  constructor(private readonly database: Database) {
    this.boss = new PgBoss({
      db: { executeSql: database.executeSql },
      schema: 'pgboss',
      supervise: true,
      schedule: true,
      migrate: true,
    } as any);
    this.boss.on('error', (err: unknown) => console.error('queue error', loggableError(err)));
  }

  define<T>(job: JobDefinition<T>): void {
    this.jobs.push(job);
  }

  get isRunning(): boolean {
    return this.started;
  }

  /**
   * `pollingIntervalSeconds` (pg-boss minimum 0.5, default 2): how often idle workers look for jobs.
   * `only`: start workers for these jobs alone (a benchmark timing one kind of work).
   */
  async start(options: {
    workers: boolean;
    pollingIntervalSeconds?: number;
    only?: string[];
  }): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const job of this.jobs) {
      await this.boss.createQueue(job.name);
      if (job.cron) await this.boss.schedule(job.name, job.cron);
      if (options.workers && (!options.only || options.only.includes(job.name))) {
        // pg-boss asserts on the key's presence: leave it out unless set.
        const { pollingIntervalSeconds } = options;
        const workOptions = pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds };
        for (let i = 0; i < (job.concurrency ?? 1); i++)
          await this.boss.work(job.name, workOptions, async (batch: Array<{ data: unknown }>) => {
            for (const item of batch) await job.handler(item.data);
          });
      }
    }
  }

  /** `options`: pg-boss's retry and expiry settings for this job (retryLimit, retryDelay, retryBackoff...). */
  async send(db: Db, name: string, data: object, options: PgBoss.SendOptions = {}): Promise<string | null> {
    const executeSql = executorOf(this.database, db);
    return this.boss.send(name, data, { ...options, db: { executeSql } } as any);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 } as any);
  }
}
