/**
 * Markdown partials: a procedure written once in a `_name.md` file beside the pages that
 * import it (`import DeploySequence from './_deploy-sequence.md';` and `<DeploySequence />` on
 * a line of its own). MDX renders them on the site; every tool that reads page sources (the
 * content tests, the quickstart runner, the Markdown twins of llms-txt) reads a page through
 * `readPage`, which puts each partial's text where the page uses it, so they see what a
 * reader sees and never an import line.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve, sep } from 'node:path';
import { examplesDir, fileReference, referencedLines } from '../example-files';

/** Where a line of a resolved page comes from. */
export interface LineOrigin {
  file: string;
  /** 1-based line number in that file. */
  line: number;
}

export interface ResolvedPage {
  text: string;
  /** One entry per line of `text`. */
  origins: LineOrigin[];
}

/** A partial is any Markdown file (or folder) whose name starts with an underscore: Docusaurus gives it no route. */
export function isPartial(file: string): boolean {
  return file.split(sep).some((part) => part.startsWith('_'));
}

const importLine = /^import\s+([A-Z]\w*)\s+from\s+['"](\.\/[^'"/]+\.mdx?)['"];?\s*$/;
const useLine = /^<([A-Z]\w*)\s*\/>\s*$/;
const fence = /^\s*(`{3,}|~{3,})/;
/** An opening fence with an info string: the language, then the meta. */
const fenceWithMeta = /^\s*(?:`{3,}|~{3,})\S*\s+(.*)$/;
const frontMatter = /^---\n[\s\S]*?\n---\n/;

/** For each line: whether it lies inside a fenced code block (fence lines included). */
function inCode(lines: string[]): boolean[] {
  let open: string | undefined;
  return lines.map((line) => {
    const marker = fence.exec(line)?.[1];
    if (marker && !open) {
      open = marker;
      return true;
    }
    if (marker && open && marker[0] === open[0] && marker.length >= open.length) {
      open = undefined;
      return true;
    }
    return open !== undefined;
  });
}

/**
 * The page `file` with its partials in place. `read` is injectable for tests. Throws when a
 * partial is missing, imported but never used, named without the leading underscore, or
 * imported from another folder (its relative links would break in the page that includes it:
 * the import pattern accepts `./_name.md` only).
 */
export function resolvePartials(
  file: string,
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
  seen: string[] = [],
): ResolvedPage {
  if (seen.includes(file)) {
    throw new Error(`${[...seen, file].join(' → ')}: partials include each other`);
  }
  let source = read(file);
  let firstLine = 1;
  const head = frontMatter.exec(source);
  if (seen.length > 0 && head) {
    // An included partial contributes its body only.
    firstLine += head[0].split('\n').length - 1;
    source = source.slice(head[0].length);
  }
  const lines = source.split('\n');
  const code = inCode(lines);
  const imported = new Map<string, string>();
  lines.forEach((line, index) => {
    const spec = code[index] ? null : importLine.exec(line);
    if (!spec) return;
    if (!isPartial(basename(spec[2]))) {
      throw new Error(
        `${file}:${firstLine + index}: ${spec[2]} is included as a partial, but its name does not start with "_"`,
      );
    }
    imported.set(spec[1], resolve(dirname(file), spec[2]));
  });

  const used = new Set<string>();
  const text: string[] = [];
  const origins: LineOrigin[] = [];
  lines.forEach((line, index) => {
    if (!code[index]) {
      if (importLine.test(line)) return;
      const name = useLine.exec(line)?.[1];
      const target = name && imported.get(name);
      if (name && target) {
        used.add(name);
        const included = resolvePartials(target, read, [...seen, file]);
        const body = included.text.replace(/\n+$/, '').split('\n');
        text.push(...body);
        origins.push(...included.origins.slice(0, body.length));
        return;
      }
    }
    text.push(line);
    origins.push({ file, line: firstLine + index });
    // A block that shows a file of examples/ (plugins/example-files) gets that file's lines.
    const reference = code[index] ? fileReference(fenceWithMeta.exec(line)?.[1]) : undefined;
    if (reference) {
      const shown = referencedLines(reference, read);
      text.push(...shown.lines.map((l) => l.text));
      origins.push(...shown.lines.map((l) => ({ file: shown.file, line: l.line })));
    }
  });
  for (const [name, target] of imported) {
    if (!used.has(name)) throw new Error(`${file}: ${name} (${target}) is imported but never used`);
  }
  return { text: text.join('\n'), origins };
}

/** A page's source as readers see it: partials included, their import lines gone. */
export function readPage(file: string): string {
  return resolvePartials(file).text;
}

/** The partial files that `file` includes, directly or through another partial. */
export function partialsOf(file: string, read?: (path: string) => string): string[] {
  const files = new Set(
    resolvePartials(file, read)
      .origins.map((origin) => origin.file)
      // Lines shown from examples/ come from code, not from a partial.
      .filter((origin) => origin !== file && !origin.startsWith(examplesDir)),
  );
  return [...files];
}
