/**
 * The production path (the proof page's "Proving with the ceremony keys", included from
 * _production-proving.md, and the partials it includes): the archive it downloads is the one the
 * ceremony data records, every ceremony file a v1.x command or listing names is in that
 * archive's recorded layout, and the rapidsnark binary is where the installation guide's build
 * puts it. (cli-invocations.test.ts checks every command against maci-cli 1.2.5.)
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { ceremonyFor } from '../../plugins/ceremony-artifacts';
import { readPlannerFacts } from '../../plugins/deployment-planner/facts';
import { makePlan } from '../../plugins/deployment-planner/plan';
import { fromRoot, markdownFiles, readDocsPage, repoRoot } from '../support/docs-files';
import { pageSteps } from '../support/page-steps';

const docs = join(repoRoot, 'versioned_docs', 'version-v1.x');
const ceremony = ceremonyFor('1.2');
const archiveFiles = ceremony.archiveFiles ?? [];
const partial = readFileSync(join(docs, '_production-proving.md'), 'utf8');

it('downloads and unpacks the archive the ceremony data records', () => {
  assert.ok(ceremony.archive && ceremony.archiveUrl && archiveFiles.length > 0);
  assert.ok(ceremony.archiveUrl.endsWith(`/${ceremony.archive}`));
  const [download] = pageSteps(partial);
  assert.equal(
    download.code,
    [`curl -fLO ${ceremony.archiveUrl}`, `tar -xzf ${ceremony.archive}`].join('\n'),
  );
  assert.ok(partial.includes(`::ceremony-archive{id="${ceremony.id}"}`));
});

it('records a zkey of every circuit of the ceremony in the archive, with both witness generators', () => {
  for (const artifact of ceremony.artifacts.filter((a) => a.kind === 'zKey')) {
    const zkey = archiveFiles.find((f) =>
      f.endsWith(`/${artifact.circuit}_${artifact.params}.zkey`),
    );
    assert.ok(zkey, `${artifact.circuit} ${artifact.params}`);
    const folder = zkey.slice(0, zkey.lastIndexOf('/'));
    const name = folder.slice(folder.lastIndexOf('/') + 1);
    for (const file of [
      `${name}_cpp/${name}`,
      `${name}_cpp/${name}.dat`,
      `${name}_js/${name}.wasm`,
    ]) {
      assert.ok(archiveFiles.includes(`${folder}/${file}`), `${folder}/${file}`);
    }
  }
});

/** Paths into the unpacked archive: `zkeys/<Circuit>_<ceremony params>/…`, with or without `./` or `cli/`. */
const archivePath = /(?<![\w/])(?:\.\/|cli\/)?(zkeys\/[A-Za-z]+_(?:6-9-2-3|6-2-3)\/[^\s`'")\]]*)/g;
const known = (path: string): boolean =>
  archiveFiles.some(
    (file) => file === path || file.startsWith(path.endsWith('/') ? path : `${path}/`),
  );

it('names only files and folders the archive has, on every v1.x page and in the planner', () => {
  const texts = markdownFiles(docs).map((file) => ({
    where: fromRoot(file),
    text: readDocsPage(file).text,
  }));
  const { plan } = makePlan({}, readPlannerFacts(join(repoRoot, 'node_modules')));
  texts.push({
    where: 'the deployment planner',
    text: Object.values(plan?.commands ?? {}).join('\n'),
  });
  const seen = new Set<string>();
  const unknown = texts.flatMap(({ where, text }) =>
    [...text.matchAll(archivePath)].flatMap((m) => {
      seen.add(m[1]);
      return known(m[1]) ? [] : [`${where}: ${m[1]}`];
    }),
  );
  assert.deepEqual(unknown, []);
  // The commands use the zkeys and both kinds of witness generator.
  for (const suffix of ['.zkey', '.wasm', '_cpp/ProcessMessages_6-9-2-3']) {
    assert.ok(
      [...seen].some((p) => p.endsWith(suffix)),
      `some command uses a ${suffix} path`,
    );
  }
});

it("proves with rapidsnark where the installation guide's build puts it", () => {
  const installation = readFileSync(join(docs, 'installation.md'), 'utf8');
  const built = /it should be `(rapidsnark\/[\w/]+\/prover)`/.exec(installation)?.[1];
  assert.ok(built, 'the installation guide says where the prover ends up');
  const proofs = readDocsPage(join(docs, '_proof-sequence.md')).text;
  assert.match(proofs, new RegExp(`--rapidsnark ~/${built}\\b`));
  const { plan } = makePlan({}, readPlannerFacts(join(repoRoot, 'node_modules')));
  assert.ok(plan?.commands.afterDeadline?.includes(`~/${built}`) ?? false, 'the planner agrees');
});
