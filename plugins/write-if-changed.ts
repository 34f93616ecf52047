/**
 * Writes generated modules for the bundler (the formula store, the glossary's definitions):
 * a file that already holds the content is left untouched, so a watching bundler sees no
 * change and rebuilds nothing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes `content` to `file` unless it already holds it, creating its folder. */
export function writeIfChanged(file: string, content: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}
