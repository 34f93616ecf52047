/**
 * Whether a path belongs to a route group: it extends the group's prefix (the prefix's own
 * page stays in the entry bundle). Shared by the build's split and the browser's loader, so
 * that both agree on which routes a group holds.
 */
export function isUnderPrefix(path: string, pathPrefix: string): boolean {
  return path.startsWith(pathPrefix) && path.length > pathPrefix.length;
}
