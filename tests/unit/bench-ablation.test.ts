import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseSpeedOff, speedGroups } from '../../plugins/speed/groups';
import {
  ablationGroups,
  baselineOf,
  groupTable,
  metricEffect,
  pageEffect,
  spread,
  verdictOf,
  type Baseline,
  type PageEffect,
} from '../../scripts/bench-ablation-verdict';
import { isRunScript } from '../../scripts/bench-page-js';

const baseline: Baseline = baselineOf([
  { performance: 96, tbtMs: 200, lcpMs: 2000 },
  { performance: 98, tbtMs: 150, lcpMs: 2100 },
  { performance: 97, tbtMs: 250, lcpMs: 2050 },
]);

const js = { raw: 500_000, gzip: 150_000 };

function effect(offGzip: number, runs = [{ performance: 97, tbtMs: 200, lcpMs: 2050 }]) {
  return pageEffect(
    '/docs/spec/',
    { js: { raw: js.raw, gzip: offGzip }, runs, errors: 0 },
    { js, lighthouse: baseline },
  );
}

describe('ablation groups from the command line', () => {
  it('are all groups for --ablation, and none without the flag', () => {
    assert.deepEqual(ablationGroups(['--ablation']), Object.keys(speedGroups));
    assert.equal(ablationGroups(['--search-only']), undefined);
  });

  it('are the named ones, in speedGroups order, and an unknown name is an error', () => {
    assert.deepEqual(ablationGroups(['--ablation=routes,prism']), ['prism', 'routes']);
    assert.throws(() => ablationGroups(['--ablation=prism,nope']), /unknown group "nope"/);
  });
});

describe('ablation effects against the baseline spread', () => {
  it('takes the baseline median and max - min of each metric', () => {
    assert.deepEqual(baseline.tbtMs, { median: 200, spread: 100 });
    assert.deepEqual(baseline.performance, { median: 97, spread: 2 });
    assert.equal(spread([5]), 0);
  });

  it('calls an effect no larger than the spread noise, whatever its sign', () => {
    assert.equal(metricEffect('tbtMs', [300, 290, 310], baseline).effect, 'noise');
    assert.equal(metricEffect('tbtMs', [100, 90, 120], baseline).effect, 'noise');
    assert.equal(metricEffect('performance', [95, 94, 99], baseline).effect, 'noise');
  });

  it('says the measure helps when the page is worse without it, beyond the spread', () => {
    assert.deepEqual(metricEffect('tbtMs', [320, 301, 400], baseline), {
      median: 320,
      delta: 120,
      effect: 'helps',
    });
    assert.equal(metricEffect('performance', [94, 94, 95], baseline).effect, 'helps');
    assert.equal(metricEffect('lcpMs', [1900, 1850, 1940], baseline).effect, 'hurts');
  });

  it('counts any spread of zero as no noise at all', () => {
    const steady = baselineOf([{ performance: 100, tbtMs: 0, lcpMs: 900 }]);
    assert.equal(metricEffect('performance', [99], steady).effect, 'helps');
    assert.equal(metricEffect('performance', [100], steady).effect, 'noise');
  });
});

describe('ablation verdicts', () => {
  it('keep a group that saves 1 KB or more of gzip JavaScript on some page', () => {
    const v = verdictOf([effect(150_000), effect(151_024)]);
    assert.equal(v.verdict, 'keeps its place');
    assert.deepEqual(v.reasons, ['off: JS +1,024 B gzip on /docs/spec/']);
  });

  it('call a group noise when it saves less than 1 KB and moves nothing beyond the spread', () => {
    const v = verdictOf([effect(151_023), effect(149_000)]);
    assert.equal(v.verdict, 'noise');
    assert.deepEqual(v.notes, [
      'off: JS +1,023 B gzip on /docs/spec/',
      'off: JS -1,000 B gzip on /docs/spec/',
    ]);
  });

  it('keep a group whose absence makes TBT, LCP or performance clearly worse', () => {
    const v = verdictOf([effect(150_000, [{ performance: 97, tbtMs: 400, lcpMs: 2050 }])]);
    assert.deepEqual(v, {
      verdict: 'keeps its place',
      reasons: ['off: TBT ms +200 on /docs/spec/'],
      notes: [],
    });
  });

  it('do not keep a group for an effect that is better without it', () => {
    const v = verdictOf([effect(150_000, [{ performance: 97, tbtMs: 50, lcpMs: 2050 }])]);
    assert.deepEqual(v, {
      verdict: 'noise',
      reasons: [],
      notes: ['off: TBT ms -150 on /docs/spec/'],
    });
  });

  it('judge on JavaScript alone for pages Lighthouse did not measure', () => {
    const unmeasured: PageEffect = effect(150_000, []);
    assert.equal(unmeasured.lighthouse, undefined);
    assert.equal(verdictOf([unmeasured]).verdict, 'noise');
    assert.match(groupTable([unmeasured]).at(-1) ?? '', /not measured/);
  });

  it('tables each page with the figures off and their deltas, noise marked', () => {
    assert.deepEqual(
      groupTable([effect(151_500, [{ performance: 97, tbtMs: 260, lcpMs: 2300 }])]),
      [
        '| page | JS gzip (delta) | performance (delta) | TBT ms (delta) | LCP ms (delta) |',
        '| --- | --- | --- | --- | --- |',
        '| `/docs/spec/` | 151,500 (+1,500 B) | 97 (0, noise) | 260 (+60, noise) | 2,300 (+250) |',
      ],
    );
  });
});

describe('scripts a page runs', () => {
  it('are script responses that are not prefetches', () => {
    assert.equal(isRunScript('script', {}), true);
    assert.equal(isRunScript('script', { 'sec-purpose': 'prefetch' }), false);
    assert.equal(isRunScript('script', { purpose: 'prefetch' }), false);
    assert.equal(isRunScript('other', {}), false);
    assert.equal(isRunScript('stylesheet', {}), false);
  });
});

describe('SPEED_OFF', () => {
  it('switches named groups off, or every group with "all", and rejects unknown names', () => {
    assert.deepEqual([...parseSpeedOff('prism, routes')], ['prism', 'routes']);
    assert.deepEqual([...parseSpeedOff('all')], Object.keys(speedGroups));
    assert.equal(parseSpeedOff(undefined).size, 0);
    assert.throws(() => parseSpeedOff('everything'), /unknown group "everything"/);
  });
});
