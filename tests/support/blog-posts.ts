import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { repoRoot } from './docs-files';

export interface BlogPost {
  slug: string;
  title: string;
  date: string;
  tags: string[];
  authors: string[];
}

const blogDir = join(repoRoot, 'blog');

/** The posts as their sources declare them, newest first (the order the blog shows). */
export function blogPosts(): BlogPost[] {
  return readdirSync(blogDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d{4}-\d{2}-\d{2}-/.test(entry.name))
    .map((entry) => {
      const source = readFileSync(join(blogDir, entry.name, 'index.md'), 'utf8');
      const frontMatter = load(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') as {
        slug: string;
        title: string;
        tags?: string[];
        authors?: string[];
      };
      return {
        slug: frontMatter.slug,
        title: frontMatter.title,
        date: entry.name.slice(0, 10),
        tags: frontMatter.tags ?? [],
        authors: frontMatter.authors ?? [],
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** Tag keys declared in blog/tags.yml. */
export function blogTags(): string[] {
  return Object.keys(load(readFileSync(join(blogDir, 'tags.yml'), 'utf8')) as object);
}
