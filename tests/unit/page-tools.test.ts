import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { historyFrom, lastUpdateDecision, readGitHistory } from '../../config/git-history';
import { parseFrontMatter, referenceOrigin, typescriptReference } from '../../config/reference';
import { newIssueUrl } from '../../config/site';
import { installedVersion, releaseLabel, withPageOrigin } from '../../plugins/page-origin';
import { originKey } from '../../plugins/page-origin/key';
import { reportUrl } from '../../src/components/PageActions/report';

const siteDir = path.join(__dirname, '..', '..');
const versionOf = (name: string): string =>
  (
    JSON.parse(readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

describe('Report a problem link', () => {
  it('opens a new issue with the page title and address, URL-encoded', () => {
    const href = reportUrl(newIssueUrl, 'Poll & tally: "v1"', 'https://maci.pse.dev/docs/spec/');
    const url = new URL(href);
    assert.equal(`${url.origin}${url.pathname}`, newIssueUrl);
    assert.ok(newIssueUrl.endsWith('/issues/new'));
    assert.equal(url.searchParams.get('title'), 'Problem on "Poll & tally: "v1""');
    assert.equal(url.searchParams.get('body'), 'Page: https://maci.pse.dev/docs/spec/\n\n');
    // Encoded, not merely concatenated: the ampersand in the title does not start a parameter.
    assert.deepEqual([...url.searchParams.keys()], ['title', 'body']);
  });
});

describe('Generated pages: the release they come from', () => {
  it('names one package release, several releases of one package, or one release of several', () => {
    assert.equal(releaseLabel([{ name: 'maci-cli', version: '1.2.5' }]), 'maci-cli 1.2.5');
    assert.equal(
      releaseLabel([
        { name: 'maci-contracts', version: '1.2.0' },
        { name: 'maci-contracts', version: '1.2.5' },
      ]),
      'maci-contracts 1.2.0 and 1.2.5',
    );
    assert.equal(
      releaseLabel(['a', 'b', 'c'].map((name) => ({ name, version: '2.0.0' }))),
      'a, b and c 2.0.0',
    );
    assert.equal(
      releaseLabel([
        { name: 'a', version: '1.0.0' },
        { name: 'b', version: '2.0.0' },
      ]),
      'a 1.0.0 and b 2.0.0',
    );
  });

  it('reads versions from the installed packages', () => {
    assert.equal(installedVersion(siteDir, 'maci-core'), versionOf('maci-core'));
  });

  it('recognizes TypeDoc pages and the page with the CLI reference, not hand-written pages', () => {
    const typedoc = path.join(siteDir, typescriptReference.outDir);
    assert.deepEqual(
      referenceOrigin(siteDir, path.join(typedoc, 'core', 'classes', 'Poll.md'), '# Poll'),
      [{ name: 'maci-core', version: versionOf('maci-core') }],
    );
    assert.equal(
      referenceOrigin(siteDir, path.join(typedoc, 'index.md'), '')?.length,
      typescriptReference.packages.length,
    );
    const cli = path.join(siteDir, 'versioned_docs', 'version-v1.x', 'cli.md');
    assert.deepEqual(referenceOrigin(siteDir, cli, 'Intro\n\n::maci-cli-reference\n'), [
      { name: 'maci-cli', version: versionOf('maci-cli') },
    ]);
    assert.equal(
      referenceOrigin(siteDir, cli, 'Mentions `::maci-cli-reference` inline.'),
      undefined,
    );
    assert.equal(
      referenceOrigin(siteDir, path.join(siteDir, 'blog', 'post.md'), 'Text'),
      undefined,
    );
  });

  it('adds the key to the front matter through the parse hook, keeping one already there', async () => {
    const defaultParseFrontMatter = async ({ fileContent }: { fileContent: string }) => ({
      frontMatter: fileContent.includes('kept') ? { [originKey]: 'kept' } : { title: 'T' },
      content: fileContent,
    });
    const hook = withPageOrigin(() => [{ name: 'p', version: '1.0.0' }]);
    const added = await hook({ filePath: 'x.md', fileContent: '', defaultParseFrontMatter });
    assert.deepEqual(added.frontMatter, { title: 'T', [originKey]: 'p 1.0.0' });
    const kept = await hook({ filePath: 'x.md', fileContent: 'kept', defaultParseFrontMatter });
    assert.equal(kept.frontMatter[originKey], 'kept');
    const none = await parseFrontMatter({
      filePath: path.join(siteDir, 'blog', 'post.md'),
      fileContent: '',
      defaultParseFrontMatter,
    });
    assert.equal(none.frontMatter[originKey], undefined);
  });
});

describe('Last updated dates and shallow clones', () => {
  it('reads the answer of git rev-parse --is-shallow-repository', () => {
    assert.equal(historyFrom('false\n'), 'full');
    assert.equal(historyFrom('true\n'), 'shallow');
    assert.equal(historyFrom(undefined), 'none');
    // Git older than 2.15 echoes the unknown option.
    assert.equal(historyFrom('--is-shallow-repository\n'), 'none');
  });

  it('shows dates only with the full history, and says why not otherwise', () => {
    assert.deepEqual(lastUpdateDecision('full'), { show: true });
    for (const history of ['shallow', 'none'] as const) {
      const decision = lastUpdateDecision(history);
      assert.equal(decision.show, false);
      assert.match(decision.message ?? '', /^\[last-update\] .*no "Last updated" date/);
    }
    assert.match(lastUpdateDecision('shallow').message ?? '', /shallow/);
  });

  it('detects a real shallow clone, a full clone and a folder outside git', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'git-history-'));
    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', args, { cwd, stdio: 'ignore' });
    try {
      const origin = path.join(dir, 'origin');
      execFileSync('git', ['init', '-q', origin]);
      for (const n of [1, 2]) {
        writeFileSync(path.join(origin, 'page.md'), `version ${n}\n`);
        git(origin, 'add', 'page.md');
        git(origin, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', `${n}`);
      }
      git(dir, 'clone', '-q', '--depth', '1', `file://${origin}`, 'shallow');
      git(dir, 'clone', '-q', `file://${origin}`, 'full');
      assert.equal(readGitHistory(path.join(dir, 'shallow')), 'shallow');
      assert.equal(readGitHistory(path.join(dir, 'full')), 'full');
      assert.equal(readGitHistory(tmpdir()), 'none');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
