import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  idleSlices,
  type IdleDeadlineLike,
  type Step,
} from '../../plugins/speed/route-prefetch/idle-slices';

/** A queue on a fake clock; each step takes `stepMs`. Idle callbacks wait until run. */
function fakeQueue(sliceMs: number) {
  let clock = 0;
  const pending: ((deadline?: IdleDeadlineLike) => void)[] = [];
  const enqueue = idleSlices({
    sliceMs,
    now: () => clock,
    requestIdle: (run) => pending.push(run),
  });
  const step =
    (log: string[], name: string, stepMs: number, then?: () => void): Step =>
    () => {
      clock += stepMs;
      log.push(name);
      then?.();
    };
  /** Runs the waiting idle callbacks in turn; returns the steps each one ran. */
  const runAll = (deadline?: IdleDeadlineLike, log: string[] = []) => {
    const slices: string[][] = [];
    for (let run = pending.shift(); run; run = pending.shift()) {
      const before = log.length;
      run(deadline);
      slices.push(log.slice(before));
    }
    return slices;
  };
  return { enqueue, step, runAll, pending };
}

describe('idle-slices', () => {
  it('runs nothing in the calling task, then steps in order, a slice at a time', () => {
    const { enqueue, step, runAll, pending } = fakeQueue(8);
    const log: string[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) enqueue(step(log, name, 3));
    assert.deepEqual(log, []);
    assert.equal(pending.length, 1, 'one idle callback asked for, however many steps');
    // 3 + 3 = 6 ms is under the slice, so a third step starts; after it, 9 ms is not.
    assert.deepEqual(runAll(undefined, log), [['a', 'b', 'c'], ['d', 'e', 'f'], ['g']]);
  });

  it('stops a slice when the idle period ends, but always runs one step', () => {
    const { enqueue, step, runAll } = fakeQueue(8);
    const log: string[] = [];
    for (const name of ['a', 'b', 'c']) enqueue(step(log, name, 1));
    assert.deepEqual(runAll({ timeRemaining: () => 0 }, log), [['a'], ['b'], ['c']]);
  });

  it('runs steps that steps add, after those already queued', () => {
    const { enqueue, step, runAll } = fakeQueue(100);
    const log: string[] = [];
    enqueue(step(log, 'a', 1, () => enqueue(step(log, 'a2', 1))));
    enqueue(step(log, 'b', 1));
    assert.deepEqual(runAll(undefined, log), [['a', 'b', 'a2']]);
  });

  it('goes on in the next idle period after a step throws', () => {
    const { enqueue, step, runAll, pending } = fakeQueue(100);
    const log: string[] = [];
    enqueue(() => {
      throw new Error('step failed');
    });
    enqueue(step(log, 'b', 1));
    const first = pending.shift();
    assert.throws(() => first?.(), /step failed/);
    assert.deepEqual(runAll(undefined, log), [['b']]);
  });
});
