import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Config } from '@docusaurus/types';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import { parseSpeedOff, replacePlugin, speedGroups, withSpeed } from '../../plugins/speed';
import rehypeMathHtml from '../../plugins/speed/math-html';
import remarkHighlightedCodeImport from '../../plugins/speed/highlighted-code-import';
import versionGuardPlugin from '../../plugins/speed/version-guard';
import themeComponentsPlugin from '../../plugins/speed/theme-components';
import { htmlTemplate } from '../../plugins/speed/page-template';

const options = {
  routeGroups: [{ name: 'reference', pathPrefix: '/docs/reference/' }],
  componentLanguages: { Planner: ['bash'] },
  mathStoreDir: '/tmp/math',
};

function stockConfig(): Config {
  return {
    title: 't',
    url: 'https://example.org',
    baseUrl: '/',
    presets: [
      [
        'classic',
        {
          docs: { remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] },
          blog: { showReadingTime: true },
          pages: {},
        },
      ],
    ],
    plugins: ['site-plugin'],
    clientModules: ['./site-client.ts'],
  };
}

type Content = { remarkPlugins?: unknown[]; rehypePlugins?: unknown[] };
const preset = (config: Config) =>
  (config.presets?.[0] as [string, { docs: Content; blog: Content; pages: Content }])[1];

describe('withSpeed', () => {
  it('returns the stock configuration itself when every group is off', () => {
    const config = stockConfig();
    assert.equal(withSpeed(config, options, parseSpeedOff('all')), config);
  });

  it('adds every group when none is off', () => {
    const config = withSpeed(stockConfig(), options, parseSpeedOff(''));
    assert.equal(config.plugins?.[0], versionGuardPlugin, 'the version guard first');
    assert.equal(config.plugins?.at(-1), 'site-plugin', "the site's plugins after the module's");
    assert.ok(config.plugins?.includes(themeComponentsPlugin));
    assert.equal(config.ssrTemplate, htmlTemplate);
    assert.match(String(config.clientModules?.[0]), /plugins\/speed\/first-page\.ts$/);
    assert.equal(config.clientModules?.[1], './site-client.ts');
    const { docs, blog, pages } = preset(config);
    assert.deepEqual(docs.rehypePlugins, [[rehypeMathHtml, { storeDir: '/tmp/math' }]]);
    assert.deepEqual(docs.remarkPlugins?.at(-1), [
      remarkHighlightedCodeImport,
      { componentLanguages: options.componentLanguages },
    ]);
    assert.equal(docs.remarkPlugins?.[0], remarkMath);
    assert.equal((blog as { showReadingTime?: boolean }).showReadingTime, true);
    assert.equal(blog.rehypePlugins, undefined);
    assert.equal(blog.remarkPlugins?.length, 1, 'the code import');
    assert.equal(pages.remarkPlugins?.length, 1, 'the code import');
  });

  it('leaves out only the groups that are off', () => {
    const config = withSpeed(stockConfig(), options, parseSpeedOff('math-html,startup-script'));
    assert.equal(config.ssrTemplate, undefined);
    assert.equal(preset(config).docs.rehypePlugins?.[0], rehypeKatex);
    const noTheme = withSpeed(stockConfig(), options, parseSpeedOff('theme-components,math-html'));
    assert.ok(!noTheme.plugins?.includes(themeComponentsPlugin));
    assert.deepEqual(noTheme.clientModules, ['./site-client.ts'], 'no first-page module');
  });

  it('fails loudly when the docs have no rehype-katex for math-html to replace', () => {
    const config = stockConfig();
    preset(config).docs.rehypePlugins = [];
    assert.throws(() => withSpeed(config, options, parseSpeedOff('')), /rehype-katex/);
    assert.doesNotThrow(() => withSpeed(config, options, parseSpeedOff('math-html')));
  });

  it('names every group in the switch', () => {
    assert.equal(parseSpeedOff('all').size, Object.keys(speedGroups).length);
    assert.throws(() => parseSpeedOff('fonts,nope'), /unknown group "nope"/);
  });
});

describe('replacePlugin', () => {
  it('replaces a plugin given alone or with options', () => {
    const a = () => undefined;
    const b = () => undefined;
    assert.deepEqual(replacePlugin([a, [a, { x: 1 }], b], a, 'new'), ['new', 'new', b]);
  });
});
