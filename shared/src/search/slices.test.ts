import { runInSlices } from './slices';

/** A generator of `count` steps, counting the steps taken. */
function counted(count: number) {
  const taken = { steps: 0 };
  function* steps() {
    for (let step = 0; step < count; step += 1) {
      taken.steps += 1;
      yield;
    }
  }
  return { taken, steps: steps() };
}

describe('runInSlices', () => {
  it('runs every step, pausing after each when no time is allowed and never when a slice is long', async () => {
    let pauses = 0;
    const pause = () => {
      pauses += 1;
      return Promise.resolve();
    };
    const short = counted(7);
    expect(await runInSlices(short.steps, { sliceMs: 0, pause })).toBe(true);
    expect([short.taken.steps, pauses]).toEqual([7, 7]);
    pauses = 0;
    const long = counted(7);
    expect(await runInSlices(long.steps, { sliceMs: 60_000, pause })).toBe(true);
    expect([long.taken.steps, pauses]).toEqual([7, 0]);
  });

  it('stops at the next pause once aborted, and says so', async () => {
    const replaced = new AbortController();
    let pauses = 0;
    const pause = () => {
      pauses += 1;
      if (pauses === 2) replaced.abort();
      return Promise.resolve();
    };
    const work = counted(7);
    expect(await runInSlices(work.steps, { sliceMs: 0, pause, signal: replaced.signal })).toBe(false);
    expect([work.taken.steps, pauses]).toEqual([2, 2]);
  });

  it('lets other tasks run between slices (the default pause)', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('other task'), 0);
    function* steps() {
      order.push('step 1');
      yield;
      order.push('step 2');
      yield;
    }
    await runInSlices(steps(), { sliceMs: 0 });
    expect(order).toEqual(['step 1', 'other task', 'step 2']);
  });
});
