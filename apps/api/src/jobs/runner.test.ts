import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createJobRunner, type Job } from './runner.ts';

// The runner of the periodic jobs (decision 079) on its own, with jobs that touch no database: its
// timers, that one job's runs never overlap, stop, failures, and the metrics it hands to /metrics.

const NOW = new Date('2030-03-01T12:00:00Z');

function recordingLog() {
  const logged: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const entry = (level: string) => (fields: Record<string, unknown>, message: string) =>
    logged.push({ level, fields, message });
  return { logged, log: { info: entry('info'), warn: entry('warn') } as never };
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function metricsText(metrics: ReturnType<typeof createJobRunner>['metrics']): Promise<string> {
  const registry = new Registry();
  for (const metric of metrics) registry.registerMetric(metric);
  return registry.metrics();
}

describe('the job runner', () => {
  it('runs each job on its own timer, never two runs of one job at once, until stopped', async () => {
    let running = 0;
    let overlapped = false;
    const started: string[] = [];
    const slow: Job = {
      name: 'slow',
      everyMs: 5,
      firstMs: 1,
      run: async () => {
        started.push('slow');
        running++;
        if (running > 1) overlapped = true;
        await tick(30);
        running--;
        return 'done';
      },
    };
    const quick: Job = {
      name: 'quick',
      everyMs: 5,
      run: async () => {
        started.push('quick');
        return 'done';
      },
    };
    const { log } = recordingLog();
    const runner = createJobRunner({ jobs: [slow, quick], now: () => NOW, log });
    runner.start();
    // A run asked for meanwhile waits for the timer's run in progress, then runs.
    await tick(10);
    expect(await runner.run(slow)).toBe('done');
    await expect.poll(() => started.filter((name) => name === 'slow').length).toBeGreaterThanOrEqual(3);
    expect(started.filter((name) => name === 'quick').length).toBeGreaterThan(
      started.filter((name) => name === 'slow').length,
    );
    await runner.stop();
    // Stopped: the run in progress has ended, and no timer starts another.
    expect(running).toBe(0);
    const runs = started.length;
    await tick(40);
    expect(started.length).toBe(runs);
    expect(overlapped).toBe(false);
  });

  it('logs a failed run with the job name only, counts it, and runs the job again at its next time', async () => {
    let calls = 0;
    const flaky: Job = {
      name: 'flaky',
      everyMs: 5,
      run: async () => {
        calls++;
        if (calls <= 2) throw new Error('the database went away');
        return calls;
      },
    };
    const broken: Job = {
      name: 'broken',
      everyMs: 0,
      run: async () => {
        throw new Error('the mail server said no');
      },
    };
    const { logged, log } = recordingLog();
    const runner = createJobRunner({ jobs: [flaky, broken], now: () => NOW, log });
    runner.start();
    await expect.poll(() => calls).toBeGreaterThanOrEqual(4);
    await runner.stop();
    expect(logged.slice(0, 2).map(({ level, fields, message }) => [level, fields.job, message])).toEqual([
      ['warn', 'flaky', 'flaky: run failed, will try again'],
      ['warn', 'flaky', 'flaky: run failed, will try again'],
    ]);
    expect(logged).toHaveLength(2);
    const text = await metricsText(runner.metrics);
    expect(text).toContain('levera_job_failures_total{job="flaky"} 2\n');
    expect(text).toContain(`levera_job_runs_total{job="flaky"} ${calls - 2}\n`);
    expect(text).toContain(`levera_job_duration_seconds_count{job="flaky"} ${calls}\n`);
    // A run asked for directly throws what the job threw, and counts as a failure too.
    await expect(runner.run(broken)).rejects.toThrow('the mail server said no');
    expect(await metricsText(runner.metrics)).toContain('levera_job_failures_total{job="broken"} 1\n');
  });

  it('shows every job in its metrics from the start, and its last success after a run', async () => {
    const daily: Job = {
      name: 'daily',
      everyMs: 0,
      run: async () => null,
      lastSuccessAt: async () => new Date('2030-02-01T00:00:00Z'),
    };
    const local: Job = { name: 'local', everyMs: 0, run: async () => 1 };
    const { log } = recordingLog();
    const runner = createJobRunner({ jobs: [daily, local], now: () => NOW, log });
    expect(runner.names).toEqual(['daily', 'local']);
    const before = await metricsText(runner.metrics);
    expect(before).toContain('levera_job_runs_total{job="daily"} 0\n');
    expect(before).toContain('levera_job_failures_total{job="local"} 0\n');
    expect(await runner.lastSuccessAt('local', {} as never)).toBeNull();
    // everyMs 0: start sets no timer.
    runner.start();
    await tick(20);
    expect(await metricsText(runner.metrics)).toContain('levera_job_runs_total{job="local"} 0\n');
    expect(await runner.runByName('local')).toBe(1);
    expect(await runner.lastSuccessAt('local', {} as never)).toEqual(NOW);
    // A job that keeps its own mark (a daily job's, in the database) answers from it.
    expect(await runner.lastSuccessAt('daily', {} as never)).toEqual(new Date('2030-02-01T00:00:00Z'));
    expect(await metricsText(runner.metrics)).toContain('levera_job_runs_total{job="local"} 1\n');
    await runner.stop();
    expect(() => createJobRunner({ jobs: [local, local], now: () => NOW, log })).toThrow(
      /two jobs named local/,
    );
  });
});
