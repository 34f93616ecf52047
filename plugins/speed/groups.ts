/**
 * The site's speed measures, by group, and the switch that turns groups off: for the bench's
 * ablation (`SPEED_OFF=prism,routes npm run build`, see bench/README.md), or all of them
 * (`SPEED_OFF=all`) for a stock Docusaurus site. Measures that only work together form one
 * group. A production deployment never sets SPEED_OFF.
 */
export const speedGroups = {
  /**
   * The three font faces every page uses, preloaded. (Fonts are files, never inlined, without a
   * plugin: the `docusaurus` script sets WEBPACK_URL_LOADER_LIMIT=0 for every asset.)
   */
  fonts: 'font-preload/',
  /**
   * Prism only on pages with code, each with only the grammars its code blocks need, through a
   * copy of the theme's code block that pages with code import.
   */
  prism: 'prism-on-demand/ and highlighted-code-import/',
  /** Reference routes loaded on demand, and link prefetching in idle time. */
  routes: 'client-routes/ and route-prefetch/',
  /** Entry scripts started after the first paint (the page template). */
  'startup-script': 'page-template.ts',
  /** The client entry's modules run in several tasks. */
  'stepwise-startup': 'stepwise-startup/',
  /** Only the tslib helpers that @docusaurus/utils-common uses. */
  'tslib-helpers': 'tslib-helpers/',
  /** The client copy of the site config without build-only keys. */
  'client-site-config': 'client-site-config/',
  /** Each formula handed to React as one HTML string (rehype-katex when off). */
  'math-html': 'math-html/',
  /**
   * Theme components that do less while a page hydrates: code lines as HTML strings, code
   * blocks that ignore the color mode and mount their buttons in a transition, "Last updated"
   * kept from the server, the navbar's menu panel mounted when wanted.
   */
  'theme-components': 'theme-components/',
} as const;

export type SpeedGroup = keyof typeof speedGroups;

/**
 * The groups named in `value` (comma-separated), or every group for `all`; an unknown name is
 * an error. `SPEED_OFF=all` builds the site with none of the speed measures, as CI's smoke pass
 * does to show that the site works without them.
 */
export function parseSpeedOff(value: string | undefined): ReadonlySet<SpeedGroup> {
  if (value?.trim() === 'all') return new Set(Object.keys(speedGroups) as SpeedGroup[]);
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!Object.hasOwn(speedGroups, name)) {
      throw new Error(
        `SPEED_OFF: unknown group "${name}" (known: ${Object.keys(speedGroups).join(', ')})`,
      );
    }
  }
  return new Set(names as SpeedGroup[]);
}
