import type { Footer } from '@docusaurus/theme-common';
import { introductionPath, links, site } from './site';

interface FooterLink {
  label: string;
  /** A page of this site. */
  to?: string;
  /** Another site. */
  href?: string;
}

export const footerColumns: { title: string; items: FooterLink[] }[] = [
  {
    title: 'Docs',
    items: [
      { label: 'Documentation', to: introductionPath['v1.x'] },
      { label: 'v0.x documentation', to: introductionPath['v0.x'] },
      { label: 'Code reference', to: '/typedoc/' },
      { label: 'GitHub', href: links.repository },
    ],
  },
  {
    title: 'Community',
    items: [
      { label: 'Discord', href: links.discord },
      { label: 'Twitter', href: links.twitter },
    ],
  },
  {
    title: 'Blog',
    items: [
      { label: 'All posts', to: '/blog/' },
      { label: 'MACI v1.2.0 release', to: '/blog/maci-v1-2-0-release/' },
      { label: '2024 team roadmap', to: '/blog/2024-team-roadmap/' },
      { label: 'Technical introduction', to: '/blog/maci-1-0-technical-introduction/' },
    ],
  },
];

export const footer: Footer = {
  style: 'dark',
  links: footerColumns,
  copyright: `Copyright © ${site.copyrightYear} ${site.copyrightHolder}`,
};
