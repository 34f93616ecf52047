/**
 * Bundles site and package modules for node the way the site's bundler sees them, so that a
 * copied component and its upstream original can run side by side in a unit test: the
 * theme aliases (`@theme/…`, `@theme-original/…`) and `@docusaurus/…` aliases come from
 * Docusaurus's own alias functions, `@generated/…` modules from fixtures, and CSS modules
 * give each class name as written. React stays outside the bundle, so the test and the
 * bundle share one React.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import { build, type Plugin } from 'esbuild';
import { loadDocusaurusAliases, loadThemeAliases } from '@docusaurus/core/lib/webpack/aliases';
import { prismThemeDir } from '../../plugins/speed/prism-on-demand';
import { themeComponentsDir } from '../../plugins/speed/theme-components';
import { packageDir, siteDir } from './upstream-copies';

export interface BundleOptions {
  /** Absolute paths of the modules to bundle, by the name their exports are returned under. */
  modules: Record<string, string>;
  /** Source of each `@generated/<name>` module the bundled code imports, by name. */
  generated: Record<string, string>;
  /** Bare imports resolved to other files, as the site's bundler config resolves them. */
  aliases?: Record<string, string>;
  /** Replaced expressions, as in the site's builds (`process.env.…`). */
  define?: Record<string, string>;
}

export type BundledModules = Record<string, Record<string, unknown>>;

/**
 * Docusaurus's theme aliases for this site, from its own function: core's fallbacks, the
 * classic theme, the speed module's theme folders (as plugins in the build's order), src/theme.
 */
async function themeAliases(): Promise<Record<string, string>> {
  const classic = path.join(packageDir('@docusaurus/theme-classic'), 'lib/theme');
  const themes = [classic, prismThemeDir, themeComponentsDir].map((dir) => ({
    path: dir,
    getThemePath: () => dir,
  }));
  return loadThemeAliases({
    siteDir,
    plugins: themes as unknown as Parameters<typeof loadThemeAliases>[0]['plugins'],
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function resolvePlugin(options: BundleOptions, aliases: Record<string, string>): Plugin {
  const exact = { ...aliases, ...options.aliases };
  return {
    name: 'docusaurus-resolution',
    setup(build) {
      build.onResolve({ filter: /^@generated\// }, ({ path: request }) => ({
        path: request.slice('@generated/'.length),
        namespace: 'generated',
      }));
      build.onLoad({ filter: /.*/, namespace: 'generated' }, ({ path: name }) => {
        const contents = options.generated[name];
        if (contents === undefined)
          return { errors: [{ text: `no fixture for @generated/${name}` }] };
        return { contents, loader: 'js', resolveDir: siteDir };
      });
      build.onResolve({ filter: /^@site\// }, ({ path: request, kind }) =>
        build.resolve(`./${request.slice('@site/'.length)}`, { resolveDir: siteDir, kind }),
      );
      const keys = Object.keys(exact).map(escapeRegExp).join('|');
      build.onResolve({ filter: new RegExp(`^(${keys})$`) }, ({ path: request }) => ({
        path: exact[request],
      }));
      build.onResolve({ filter: /^@theme(-original|-init)?\// }, ({ path: request }) => ({
        errors: [{ text: `no theme component ${request}` }],
      }));
      // CSS modules: each class name as written, so the markup shows which class was used.
      build.onLoad({ filter: /\.css$/ }, ({ path: file }) => ({
        contents: file.endsWith('.module.css')
          ? 'export default new Proxy({}, { get: (_, name) => name });'
          : '',
        loader: 'js',
      }));
    },
  };
}

/** Bundles the modules into one CommonJS script. */
export async function buildBundle(options: BundleOptions): Promise<string> {
  const aliases = { ...(await themeAliases()), ...(await loadDocusaurusAliases()) };
  const entry = Object.entries(options.modules)
    .map(([name, file]) => `export * as ${name} from ${JSON.stringify(file)};`)
    .join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: siteDir, sourcefile: 'bundle-entry.js' },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    // The packages' lib/ files are JSX in .js files, as the site's bundler reads them.
    loader: { '.js': 'jsx' },
    jsx: 'automatic',
    tsconfigRaw: { compilerOptions: { jsx: 'react-jsx' } },
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    define: { 'process.env.NODE_ENV': '"production"', ...options.define },
    plugins: [resolvePlugin(options, aliases)],
    logLevel: 'warning',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no bundle');
  return output.text;
}

/** Runs a bundle, each time with fresh module state; returns each module's exports. */
export function runBundle(code: string): BundledModules {
  const module = { exports: {} as BundledModules };
  const run = runInThisContext(`(function (require, module, exports) {${code}\n})`, {
    filename: path.join(siteDir, 'upstream-copies.bundle.js'),
  }) as (require: NodeJS.Require, module: object, exports: object) => void;
  run(createRequire(path.join(siteDir, 'package.json')), module, module.exports);
  return module.exports;
}

export async function bundle(options: BundleOptions): Promise<BundledModules> {
  return runBundle(await buildBundle(options));
}
