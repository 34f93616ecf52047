/**
 * Docusaurus plugin: theme components (./theme/) that do less while a page hydrates. A
 * plugin's theme path sits above the classic theme's and below the site's own src/theme/, so
 * each file here replaces the classic theme's component of the same name, and reaches the
 * classic one as `@theme-init/…` (`@theme-original/…` would be the file itself).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const themeComponentsDir = path.join(__dirname, 'theme');

export default function themeComponentsPlugin(): Plugin {
  return {
    name: 'theme-components',
    getThemePath() {
      return themeComponentsDir;
    },
  };
}
