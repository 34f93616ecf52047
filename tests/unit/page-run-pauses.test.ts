import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { pauseStep, runPageSteps } from '../support/page-run';
import type { Step } from '../support/page-steps';

const step = (code: string): Step => ({ line: 0, code, expected: [] });

it('holds the steps at a pause until its callback has run, then goes on', async () => {
  const seen: string[] = [];
  const run = await runPageSteps(
    [step('echo one > "$PAGE_RUN_SCRATCH/one"'), pauseStep('middle'), step('echo two')],
    {
      pauses: {
        middle: async ({ scratch, providerUrl }) => {
          seen.push(readFileSync(join(scratch, 'one'), 'utf8').trim());
          assert.match(providerUrl, /^http:\/\/127\.0\.0\.1:\d+$/);
          await new Promise((resolve) => setTimeout(resolve, 300));
        },
      },
    },
  );
  assert.equal(run.exitCode, 0);
  assert.deepEqual(seen, ['one']);
  assert.deepEqual(run.perStep.get(2), ['two']);
});

it('stops the run and rethrows when a callback fails', async () => {
  let scratch = '';
  await assert.rejects(
    runPageSteps([pauseStep('broken'), step('echo never')], {
      timeoutMs: 20_000,
      pauses: {
        broken: async (context) => {
          scratch = context.scratch;
          throw new Error('the callback failed');
        },
      },
    }),
    /the callback failed/,
  );
  assert.equal(existsSync(scratch), false, 'the run cleaned up after itself');
});

it('refuses a pause name the shell would misread', () => {
  assert.throws(() => pauseStep('a b'), /letters, digits/);
});
