import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { stripModulePaths } from '../../plugins/client-registry/strip-module-paths';

// Two entries as Docusaurus 3 generates them in .docusaurus/registry.js.
const registry = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-v-0-x-a8a.json"), "@generated/docusaurus-plugin-content-docs/default/p/docs-v-0-x-a8a.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-v-0-x-a8a.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};
`;

describe('client-registry', () => {
  it('replaces the module path between the import and resolveWeak with 0', () => {
    const stripped = stripModulePaths(registry);
    assert.match(
      stripped,
      /"17896441": \[\(\) => import\(\/\* webpackChunkName: "17896441" \*\/ "@theme\/DocItem"\), 0, require\.resolveWeak\("@theme\/DocItem"\)\]/,
    );
    assert.equal(stripped.match(/, 0, require\.resolveWeak\(/g)?.length, 2);
    // The import and the weak id keep their paths.
    assert.equal(stripped.match(/"@theme\/DocItem"/g)?.length, 2);
  });

  it('handles escaped quotes inside a path', () => {
    const source = `export default {\n  "a": [() => import("@site/x\\"y.md"), "@site/x\\"y.md", require.resolveWeak("@site/x\\"y.md")],};\n`;
    assert.match(stripModulePaths(source), /\), 0, require\.resolveWeak\(/);
  });

  it('fails when an entry does not have the expected shape', () => {
    const changed = registry.replace(
      '"@theme/DocItem", require.resolveWeak',
      '"@theme/DocItem",require.resolveWeak',
    );
    assert.throws(() => stripModulePaths(changed), /expected to strip 2 module paths.*stripped 1/);
    assert.throws(() => stripModulePaths('export default {};'), /expected to strip 0/);
  });
});
