import type { Navbar } from '@docusaurus/theme-common';
import { links, site } from './site';

export const navbar: Omit<Navbar, 'style'> & { style?: Navbar['style'] } = {
  title: site.title,
  hideOnScroll: true,
  logo: {
    alt: 'MACI logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    // A docSidebar item (not a plain href) follows the preferred docs version and is
    // highlighted while a docs page is open.
    { type: 'docSidebar', sidebarId: 'mySidebar', label: 'Documentation', position: 'left' },
    { to: '/blog/', label: 'Blog', position: 'left' },
    { to: '/roadmap/', label: 'Roadmap', position: 'left' },
    { type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true },
    { type: 'search', position: 'right' },
    {
      href: links.repository,
      position: 'right',
      className: 'navbar-github-link',
      'aria-label': 'MACI source code on GitHub',
      label: 'GitHub',
    },
  ],
};
