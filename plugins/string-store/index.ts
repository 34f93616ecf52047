/**
 * A page's HTML strings as modules of their own, for the components that hand React one
 * string per block (the formula store of plugins/speed/math-html, the error list of
 * plugins/error-reference): the strings as JSON, the server's module (the strings) and the
 * browser's (a loader of them, in a chunk of their own, ./lazy.ts), each named by the strings'
 * hash.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { writeIfChanged } from '../write-if-changed';

/**
 * Writes the three modules under `storeDir` and returns the hash. The browser's module
 * exports what `loader.name`, imported from `loader.module`, makes of the JSON's import.
 */
export function writeStringStore(
  storeDir: string,
  strings: readonly string[],
  loader: { module: string; name: string },
): string {
  const json = JSON.stringify(strings);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
  const jsonPath = `../strings/${hash}.json`;
  writeIfChanged(path.join(storeDir, 'strings', `${hash}.json`), json);
  writeIfChanged(
    path.join(storeDir, 'server', `${hash}.js`),
    `import strings from '${jsonPath}';\nexport default strings;\n`,
  );
  writeIfChanged(
    path.join(storeDir, 'client', `${hash}.js`),
    `import { ${loader.name} } from '${loader.module}';\n` +
      `export default ${loader.name}(() => import('${jsonPath}'));\n`,
  );
  return hash;
}
