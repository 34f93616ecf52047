/**
 * The `deploy-config.json` fields that the Hardhat tasks of an installed maci-contracts read,
 * found in the package's compiled tasks rather than listed by hand, so pages and the planner
 * follow the package. Every reading pattern below is required: if the package reads its
 * configuration some other way, this throws instead of returning a shorter list.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Section name (the EContracts value, e.g. `MACI`) to the dotted field paths read in it. */
export type DeployConfigFields = Map<string, Set<string>>;

const helpers = ['build', 'tasks', 'helpers'];

/** `EContracts["Member"] = "value"` lines of the compiled enum. */
function contractSections(packageDir: string): Map<string, string> {
  const file = join(packageDir, ...helpers, 'types.js');
  const source = readFileSync(file, 'utf8');
  const sections = new Map<string, string>();
  for (const m of source.matchAll(/\bEContracts\["(\w+)"\]\s*=\s*"([^"]+)"/g)) {
    sections.set(m[1], m[2]);
  }
  if (sections.size === 0) throw new Error(`no EContracts members found in ${file}`);
  return sections;
}

/**
 * The lookup must still be `<network>.<section>.<field>`: only then is a section the enum
 * value and a dotted field a path of nested objects.
 */
function assertLookupLayout(packageDir: string): void {
  const file = join(packageDir, ...helpers, 'Deployment.js');
  const source = readFileSync(file, 'utf8');
  const params = /\bgetDeployConfigField\(\s*(\w+)\s*,\s*(\w+)\b[^)]*\)\s*\{/.exec(source);
  // The method body is a few lines; look only there for `.${id}.${field}`.
  const body = params ? source.slice(params.index, params.index + 600) : '';
  if (!params || !body.includes(`.\${${params[1]}}.\${${params[2]}}\``)) {
    throw new Error(
      `${file}: getDeployConfigField no longer looks up <network>.<section>.<field>; ` +
        'update plugins/maci-deploy-config/fields.ts',
    );
  }
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return jsFiles(path);
      return entry.endsWith('.js') ? [path] : [];
    });
}

/** The values a template variable can take, from `const name = cond ? "a" : "b";` in the file. */
function templateValues(source: string, name: string, where: string): string[] {
  const escaped = name.replace(/[$]/g, '\\$');
  const choice = new RegExp(
    `\\b(?:const|let|var)\\s+${escaped}\\s*=[^;]*?\\?\\s*"([^"]*)"\\s*:\\s*"([^"]*)"\\s*;`,
  ).exec(source);
  if (!choice) throw new Error(`${where}: cannot tell which values \${${name}} takes`);
  return [choice[1], choice[2]];
}

/** Every field path a template literal such as `zkeys.${mode}.tallyWasm` can produce. */
function expandTemplate(template: string, source: string, where: string): string[] {
  const slot = /\$\{\s*([\w$]+)\s*\}/.exec(template);
  if (!slot) return [template];
  const before = template.slice(0, slot.index);
  const after = template.slice(slot.index + slot[0].length);
  return templateValues(source, slot[1], where).flatMap((value) =>
    expandTemplate(`${before}${value}${after}`, source, where),
  );
}

/**
 * Reads the fields from `<maciContractsDir>/build/tasks`: every
 * `deployment.getDeployConfigField(<module>.EContracts.<Member>, "<field>" | `<template>`, …)`
 * call, with the section named by the enum's value.
 */
export function readDeployConfigFields(maciContractsDir: string): DeployConfigFields {
  const sections = contractSections(maciContractsDir);
  assertLookupLayout(maciContractsDir);
  const tasksDir = join(maciContractsDir, 'build', 'tasks');
  const fields: DeployConfigFields = new Map();
  const call =
    /\.getDeployConfigField\(\s*[\w$]+\.EContracts\.(\w+)\s*,\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`)/y;
  let calls = 0;
  for (const file of jsFiles(tasksDir)) {
    const source = readFileSync(file, 'utf8');
    for (const start of source.matchAll(/\.getDeployConfigField\(/g)) {
      const where = `${relative(maciContractsDir, file)} at offset ${start.index}`;
      call.lastIndex = start.index;
      const m = call.exec(source);
      if (!m) {
        const snippet = source.slice(start.index, start.index + 120).split('\n')[0];
        throw new Error(`${where}: unreadable getDeployConfigField call: ${snippet}`);
      }
      const section = sections.get(m[1]);
      if (!section) throw new Error(`${where}: EContracts has no member ${m[1]}`);
      const paths = m[4] === undefined ? [m[2] ?? m[3]] : expandTemplate(m[4], source, where);
      const known = fields.get(section) ?? new Set<string>();
      for (const path of paths) known.add(path);
      fields.set(section, known);
      calls += 1;
    }
  }
  if (calls === 0) throw new Error(`no getDeployConfigField calls found under ${tasksDir}`);
  return fields;
}
