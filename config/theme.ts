import type { ThemeConfig } from '@docusaurus/preset-classic';
import { footer } from './footer';
import { navbar } from './navbar';
import { codeTheme } from './prism';

export const themeConfig: ThemeConfig = {
  image: 'img/maci-card.jpg',
  metadata: [{ name: 'theme-color', content: '#0b1020' }],
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  navbar,
  footer,
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
  prism: {
    theme: codeTheme,
    darkTheme: codeTheme,
    // Read by the theme's own Prism set-up, which runs only with the prism speed group off
    // (plugins/speed/groups.ts); with it on, each page imports its languages' grammars.
    additionalLanguages: ['bash', 'json', 'solidity'],
  },
};
