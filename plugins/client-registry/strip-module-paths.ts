/**
 * Each entry of Docusaurus's generated route registry (.docusaurus/registry.js) is
 * `[() => import("P"), "P", require.resolveWeak("P")]`. The middle "P" is read only by
 * react-loadable's server-side capture, which lists the modules a page rendered; the
 * browser never reads it. This replaces it with 0 and checks that every entry matched, so
 * a change in the generated format fails the build instead of passing through unnoticed.
 */
export function stripModulePaths(registrySource: string): string {
  const entries = registrySource.match(/require\.resolveWeak\(/g)?.length ?? 0;
  let stripped = 0;
  const result = registrySource.replace(/\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g, () => {
    stripped += 1;
    return '), 0, require.resolveWeak(';
  });
  if (entries === 0 || stripped !== entries) {
    throw new Error(
      `client-registry: expected to strip ${entries} module paths from registry.js, stripped ${stripped}`,
    );
  }
  return result;
}
