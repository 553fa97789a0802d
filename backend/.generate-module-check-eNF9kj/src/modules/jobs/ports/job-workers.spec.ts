import { JobWorkers } from './job-workers';

describe('JobWorkers', () => {
  const options = { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 };

  it('keeps each queue once, with its handler and options', async () => {
    const workers = new JobWorkers();
    const seen: unknown[] = [];
    workers.register<{ n: number }>('a.b', async (job) => void seen.push(job.data.n), options);
    expect(() => workers.register('a.b', async () => undefined, options)).toThrow('Job queue "a.b" is registered twice');
    await workers.require('a.b').handler({ id: 'x', data: { n: 7 }, retryCount: 0 });
    expect(seen).toEqual([7]);
    expect(workers.all().map((q) => [q.name, q.options])).toEqual([['a.b', options]]);
  });

  it('names a queue nobody registered instead of letting a job vanish', () => {
    expect(() => new JobWorkers().require('nobody')).toThrow(/"nobody" has no registered handler/);
  });

  it('keeps the last schedule of a queue', () => {
    const workers = new JobWorkers();
    workers.schedule('health', '* * * * *');
    workers.schedule('health', '*/5 * * * *', { deep: true });
    expect(workers.allSchedules()).toEqual([{ queue: 'health', cron: '*/5 * * * *', data: { deep: true } }]);
  });
});
