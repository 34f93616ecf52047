/**
 * The reference pages a reader should find, derived from the installed packages rather than
 * from a list: every Solidity source of each maci-contracts release, and every public export
 * of the four TypeScript packages, classified the way TypeScript sees it.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { referencePaths } from '../../config/reference';
import { repoRoot } from './docs-files';

export const contractPackages = ['maci-contracts', 'maci-contracts-1.2.0'];
export const typescriptPackages = {
  cli: 'maci-cli',
  core: 'maci-core',
  crypto: 'maci-crypto',
  domainobjs: 'maci-domainobjs',
} as const;

function solidityFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return solidityFiles(path);
    return entry.endsWith('.sol') ? [path] : [];
  });
}

/** `<referencePaths.solidity>gatekeepers/EASGatekeeper/` for every .sol file of every release. */
export function expectedContractRoutes(): string[] {
  const routes = new Set<string>();
  for (const pkg of contractPackages) {
    const root = join(repoRoot, 'node_modules', pkg, 'contracts');
    for (const file of solidityFiles(root)) {
      const path = relative(root, file)
        .split(sep)
        .join('/')
        .replace(/\.sol$/, '');
      routes.add(`${referencePaths.solidity}${path}/`);
    }
  }
  return [...routes].sort();
}

export type ExportKind = 'classes' | 'interfaces' | 'functions' | 'type-aliases' | 'variables';

/** Public exports of a package's declaration entry point and where TypeDoc should list them. */
export function packageExports(packageName: string): { name: string; kind: ExportKind }[] {
  const entry = join(repoRoot, 'node_modules', packageName, 'build', 'ts', 'index.d.ts');
  // The same resolution as config/typedoc.tsconfig.json. Bundler mode follows the `types`
  // condition of ESM-only dependencies (@zk-kit) that NodeNext leaves unresolved here.
  const program = ts.createProgram([entry], {
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`Cannot read the exports of ${entry}`);
  return checker.getExportsOfModule(moduleSymbol).map((exported) => {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const flags = symbol.flags;
    let kind: ExportKind;
    if (flags & ts.SymbolFlags.Class) kind = 'classes';
    else if (flags & ts.SymbolFlags.Interface) kind = 'interfaces';
    else if (flags & ts.SymbolFlags.Function) kind = 'functions';
    else if (flags & ts.SymbolFlags.TypeAlias) kind = 'type-aliases';
    else {
      // `export declare const f: (a: A) => B` is a function to its readers.
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      const type = declaration ? checker.getTypeOfSymbolAtLocation(symbol, declaration) : undefined;
      const callable =
        type && type.getCallSignatures().length > 0 && type.getProperties().length === 0;
      kind = callable ? 'functions' : 'variables';
    }
    return { name: exported.name, kind };
  });
}
