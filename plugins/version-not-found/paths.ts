/** The docs version fields the not-found paths depend on. */
export interface VersionPath {
  /** URL path of the version's root, such as `/docs/v0.x` (with or without a final slash). */
  path: string;
  /** The latest version: the site-wide `/404.html` already renders its navbar. */
  isLast: boolean;
}

/**
 * `<version path>/404/` for every version but the latest. Versions served at the site's
 * root (path equal to the base URL) need none either: the site-wide page covers them.
 */
export function versionNotFoundPaths(versions: readonly VersionPath[], baseUrl: string): string[] {
  const root = baseUrl.replace(/\/+$/, '');
  return versions
    .filter((version) => !version.isLast)
    .map((version) => version.path.replace(/\/+$/, ''))
    .filter((path) => path !== root)
    .map((path) => `${path}/404/`);
}
