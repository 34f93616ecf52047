/**
 * Code blocks whose text is a file of an example project in `examples/`, or a marked region of
 * one, so that a page shows the code the tests build and run rather than a copy of it. In the
 * page source such a block is empty and names its file in the meta, relative to `examples/`:
 *
 *     ```ts title="src/voter.ts" file=voting-app/src/voter.ts#message
 *     ```
 *
 * `#message` takes the lines between `// #region message` and `// #endregion message`; without
 * it the block shows the whole file. Region marker lines never show. `remark.ts` fills the
 * blocks for the site; `resolvePartials` (plugins/docs-partials) fills them for every tool that
 * reads page sources, with each line's origin in the example's file.
 */
import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';

export const examplesDir = join(__dirname, '..', '..', 'examples');

export interface FileReference {
  /** Relative to `examples/`. */
  path: string;
  region?: string;
}

/** The file a code block's meta names with `file=`, if any. */
export function fileReference(meta: string | null | undefined): FileReference | undefined {
  const match = /(?:^|\s)file=([^\s#]+)(?:#([\w-]+))?(?=\s|$)/.exec(meta ?? '');
  if (!match) return undefined;
  const path = normalize(match[1]);
  if (path.startsWith('..') || path.startsWith('/')) {
    throw new Error(`file=${match[1]}: name a file inside examples/`);
  }
  return match[2] ? { path, region: match[2] } : { path };
}

/** The meta without its `file=` part, for the code block the reader sees. */
export const metaWithoutFile = (meta: string): string =>
  meta.replace(/(?:^|\s)file=\S+/, '').trim();

const marker = /^\s*(?:\/\/|#|\/\*|<!--|\{\/\*)\s*#(end)?region\b[ \t]*([\w-]*)/;

/** One line a block shows, with its 1-based line number in the file. */
export interface SourceLine {
  text: string;
  line: number;
}

/**
 * The lines of `text` a block shows: the whole file or the named region, without region
 * markers, and without the indentation all of them share. Throws when the region is missing,
 * unclosed, declared twice or empty.
 */
export function regionLines(text: string, region?: string): SourceLine[] {
  const lines = text.replace(/\n$/, '').split('\n');
  let from = 0;
  let to = lines.length;
  if (region !== undefined) {
    const at = (end: boolean) =>
      lines.flatMap((line, index) => {
        const found = marker.exec(line);
        return found && Boolean(found[1]) === end && found[2] === region ? [index] : [];
      });
    const starts = at(false);
    const ends = at(true);
    if (starts.length === 0) throw new Error(`no region "${region}"`);
    if (starts.length > 1) throw new Error(`region "${region}" is declared twice`);
    const end = ends.find((index) => index > starts[0]);
    if (end === undefined) throw new Error(`region "${region}" is not closed`);
    from = starts[0] + 1;
    to = end;
  }
  const shown = lines
    .slice(from, to)
    .map((line, index) => ({ text: line, line: from + index + 1 }))
    .filter(({ text: line }) => !marker.test(line));
  if (shown.every(({ text: line }) => line.trim() === '')) {
    throw new Error(region ? `region "${region}" is empty` : 'the file is empty');
  }
  const indent = Math.min(
    ...shown
      .filter(({ text: line }) => line.trim() !== '')
      .map(({ text: line }) => line.length - line.trimStart().length),
  );
  return shown.map(({ text: line, line: number }) => ({ text: line.slice(indent), line: number }));
}

/** The text of the block a reference names, read from `examples/` (or through `read`). */
export function referencedLines(
  reference: FileReference,
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): { file: string; lines: SourceLine[] } {
  const file = join(examplesDir, reference.path);
  try {
    return { file, lines: regionLines(read(file), reference.region) };
  } catch (error) {
    throw new Error(`${reference.path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
