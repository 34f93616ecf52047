/**
 * Docusaurus plugin: after a production build, reads every built page for the inline scripts
 * the browser runs, hashes them and writes the site's Content-Security-Policy as an nginx
 * include file (deploy/nginx/README.md). The file goes beside build/, not into it: build/ is
 * published as is, and the policy is server configuration, not part of the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  buildPolicy,
  findDataUrls,
  findInlineCode,
  nginxSnippet,
  sha256Source,
  type DataUrlUse,
} from './policy';

export interface ContentSecurityPolicyOptions {
  /** The nginx include file to write, relative to the site directory. */
  nginxFile: string;
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

export interface SitePolicy {
  policy: string;
  scripts: number;
  handlers: number;
}

/** The policy for a built site: hashes of all pages' inline code, data: URLs only if used. */
export function policyForBuild(outDir: string): SitePolicy {
  const scriptHashes = new Set<string>();
  const handlerHashes = new Set<string>();
  const dataUrls: DataUrlUse = { images: false, fonts: false };
  const javascriptUrls: string[] = [];
  for (const file of filesUnder(outDir)) {
    const extension = path.extname(file);
    if (!['.html', '.css', '.js'].includes(extension)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const used = findDataUrls(text);
    dataUrls.images ||= used.images;
    dataUrls.fonts ||= used.fonts;
    if (extension !== '.html') continue;
    const inline = findInlineCode(text);
    for (const script of inline.scripts) scriptHashes.add(sha256Source(script));
    for (const handler of inline.handlers) handlerHashes.add(sha256Source(handler));
    for (const url of inline.javascriptUrls) {
      javascriptUrls.push(`${path.relative(outDir, file)}: ${url}`);
    }
  }
  if (javascriptUrls.length > 0) {
    throw new Error(
      `javascript: URLs cannot be allowed by a Content-Security-Policy hash; use a handler in a script file instead:\n${javascriptUrls.join('\n')}`,
    );
  }
  const policy = buildPolicy({
    scriptHashes: [...scriptHashes],
    handlerHashes: [...handlerHashes],
    dataUrls,
  });
  return { policy, scripts: scriptHashes.size, handlers: handlerHashes.size };
}

export default function contentSecurityPolicyPlugin(
  context: LoadContext,
  options: ContentSecurityPolicyOptions,
): Plugin {
  const write = (outDir: string) => {
    const { policy, scripts, handlers } = policyForBuild(outDir);
    const target = path.resolve(context.siteDir, options.nginxFile);
    if (target.startsWith(path.resolve(outDir) + path.sep)) {
      throw new Error(`${options.nginxFile} is inside ${outDir}, which is published`);
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const from = path.relative(context.siteDir, outDir) || '.';
    fs.writeFileSync(target, nginxSnippet(policy, `${from}/`));
    console.log(
      `[content-security-policy] ${scripts} inline script and ${handlers} handler hashes: ${path.relative(context.siteDir, target)}`,
    );
  };
  return {
    name: 'content-security-policy',
    async postBuild({ outDir }) {
      // Docusaurus runs every plugin's postBuild at once (Promise.all), and some of them write
      // pages: the client-redirects plugin writes /docs/index.html with an inline script. So
      // read the build once the build command has finished, when nothing writes any more.
      process.once('exit', (code) => {
        if (code === 0) write(outDir);
      });
    },
  };
}
