/**
 * A queue of small synchronous steps run in idle time, a slice at a time. Each idle callback
 * runs steps while the idle period lasts and the slice is under `sliceMs`; the first step
 * always runs, so the queue makes progress when the browser grants no idle time. A step may
 * add further steps. Work a step leaves to a promise callback runs in the same task, outside
 * the slice's measure, so callers keep such callbacks trivial: each piece of real work (a
 * route lookup, one link added to the head) is a step of its own.
 */
export type Step = () => void;

export interface IdleDeadlineLike {
  timeRemaining: () => number;
}

export interface IdleSlicesOptions {
  /** Longest slice, ms. */
  sliceMs: number;
  now: () => number;
  /** Calls `run` in the next idle period, with its deadline where the platform has one. */
  requestIdle: (run: (deadline?: IdleDeadlineLike) => void) => void;
}

/** Returns `enqueue`, which adds a step to the queue. */
export function idleSlices({ sliceMs, now, requestIdle }: IdleSlicesOptions): (step: Step) => void {
  const steps: Step[] = [];
  let scheduled = false;

  const schedule = () => {
    if (scheduled || steps.length === 0) return;
    scheduled = true;
    requestIdle(run);
  };

  function run(deadline?: IdleDeadlineLike): void {
    const start = now();
    try {
      do {
        steps.shift()?.();
      } while (
        steps.length > 0 &&
        (!deadline || deadline.timeRemaining() > 1) &&
        now() - start < sliceMs
      );
    } finally {
      // Steps added during the run needed no callback of their own; what is left, including
      // the rest after a step that throws, waits for the next idle period.
      scheduled = false;
      schedule();
    }
  }

  return (step) => {
    steps.push(step);
    schedule();
  };
}
