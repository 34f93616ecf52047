/**
 * Front matter key of a generated page: the package release it comes from, e.g.
 * `maci-contracts 1.2.5`. Docs pages that have it show that release in their footer instead
 * of a "Last updated" date, which would date the build and not the content. Kept apart from
 * index.ts so that the browser bundle imports a string and not Node modules.
 */
export const originKey = 'generated_from';
