/**
 * Fast MDX syntax check for hand-written pages: compiles each file the way Docusaurus
 * parses it (MDX 3, GFM, directives for admonitions, math) without running a full build.
 * Usage: tsx scripts/check-mdx.ts <file.md>...
 */
import { readFileSync } from 'node:fs';
import { compile } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

const files = process.argv.slice(2);
let failed = 0;
for (const file of files) {
  try {
    await compile(readFileSync(file, 'utf8'), {
      remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective, remarkMath],
      rehypePlugins: [[rehypeKatex, { throwOnError: true, strict: false }]],
    });
  } catch (error) {
    failed += 1;
    console.error(`${file}: ${(error as Error).message}`);
  }
}
console.log(`${files.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
