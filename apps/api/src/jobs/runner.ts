import type { FastifyBaseLogger } from 'fastify';
import { Counter, Histogram, type Metric } from 'prom-client';
import type { Db } from '../db/client.ts';

// The one runner of the periodic work (decision 079): every API process starts it with the app and
// stops it on close. Each job has its own unref'd timer, set again after a run ends (so two runs of
// one job never overlap in a process, and a slow run delays the next instead of piling up). Whether
// several processes may run a job at once is the job's own affair: the outbox claims rows with
// `for update skip locked`, a daily job claims its day in app_meta (daily-job.ts).

export type Job<Result = unknown> = {
  /** Names the job in /metrics and in the log. */
  name: string;
  /** How often each process runs it; 0: never on a timer (tests run it with `runner.run`). */
  everyMs: number;
  /** The first run after start; `everyMs` unless said. */
  firstMs?: number;
  /** One run as of `now`; null when this process had nothing to do (a daily job's day was taken). */
  run: (now: Date) => Promise<Result | null>;
  /** When the job last went through in any process (a daily job's mark); else this process's last run. */
  lastSuccessAt?: (reader: Db) => Promise<Date | null>;
};

export type JobRunner = {
  readonly names: readonly string[];
  /** Runs `job` now, after a run of it in progress; throws what the run threw. */
  run: <Result>(job: Job<Result>) => Promise<Result | null>;
  /** `run` for the job named `name` (tests, which hold the runner and not its jobs). */
  runByName: (name: string) => Promise<unknown>;
  start: () => void;
  /** Stops every timer and waits for the runs in progress. */
  stop: () => Promise<void>;
  /** Runs, failures and durations by job, for the /metrics registry (plugins/metrics.ts). */
  readonly metrics: Metric[];
  lastSuccessAt: (name: string, reader: Db) => Promise<Date | null>;
};

type State = {
  job: Job;
  chain: Promise<unknown>;
  timer: NodeJS.Timeout | null;
  lastSuccessAt: Date | null;
};

export function createJobRunner(options: {
  jobs: Job[];
  now: () => Date;
  log: FastifyBaseLogger;
}): JobRunner {
  const { log } = options;
  // Not registered anywhere yet: the metrics plugin adds them to its registry (one per app).
  const runs = new Counter({
    name: 'levera_job_runs_total',
    help: 'Runs of a periodic job in this process that went through (also those with nothing to do).',
    labelNames: ['job'] as const,
    registers: [],
  });
  const failures = new Counter({
    name: 'levera_job_failures_total',
    help: 'Runs of a periodic job in this process that failed (it runs again at its next time).',
    labelNames: ['job'] as const,
    registers: [],
  });
  const duration = new Histogram({
    name: 'levera_job_duration_seconds',
    help: 'How long the runs of a periodic job took in this process, failed ones included.',
    labelNames: ['job'] as const,
    buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
    registers: [],
  });
  const states = new Map<string, State>();
  for (const job of options.jobs) {
    if (states.has(job.name)) throw new Error(`two jobs named ${job.name}`);
    // Every series from the start, so a job that never ran shows 0 rather than nothing.
    runs.inc({ job: job.name }, 0);
    failures.inc({ job: job.name }, 0);
    states.set(job.name, { job, chain: Promise.resolve(), timer: null, lastSuccessAt: null });
  }
  let stopped = false;

  const stateOf = (name: string): State => {
    const state = states.get(name);
    if (!state) throw new Error(`no job named ${name}`);
    return state;
  };

  async function runNow(state: State): Promise<unknown> {
    const now = options.now();
    const labels = { job: state.job.name };
    const end = duration.startTimer(labels);
    try {
      const result = await state.job.run(now);
      runs.inc(labels);
      state.lastSuccessAt = now;
      return result;
    } catch (error) {
      failures.inc(labels);
      throw error;
    } finally {
      end();
    }
  }

  const run = <Result>(job: Job<Result>): Promise<Result | null> => {
    const state = stateOf(job.name);
    const result = state.chain.then(() => runNow(state)) as Promise<Result | null>;
    state.chain = result.catch(() => {});
    return result;
  };

  const schedule = (state: State, ms: number) => {
    if (stopped || state.job.everyMs <= 0) return;
    state.timer = setTimeout(() => {
      state.timer = null;
      run(state.job)
        .catch((error: Error) =>
          log.warn({ err: error, job: state.job.name }, `${state.job.name}: run failed, will try again`),
        )
        .finally(() => schedule(state, state.job.everyMs));
    }, ms).unref();
  };

  return {
    names: [...states.keys()],
    run,
    runByName: (name) => run(stateOf(name).job),
    start: () => {
      for (const state of states.values())
        if (!state.timer) schedule(state, state.job.firstMs ?? state.job.everyMs);
    },
    stop: async () => {
      stopped = true;
      for (const state of states.values()) {
        if (state.timer) clearTimeout(state.timer);
        state.timer = null;
      }
      await Promise.all([...states.values()].map((state) => state.chain));
    },
    metrics: [runs, failures, duration],
    lastSuccessAt: async (name, reader) => {
      const state = stateOf(name);
      return state.job.lastSuccessAt ? state.job.lastSuccessAt(reader) : state.lastSuccessAt;
    },
  };
}
