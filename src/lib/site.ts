import { PUBLISHED_SECTIONS } from './guides/sections';

/** Site-wide facts used by the layout, the sitemap and the search index. */
export const SITE_NAME = 'Agent Atlas';
export const SITE_TAGLINE = 'Design reliable and secure AI agent systems';
export const SITE_DESCRIPTION =
  'Agent Atlas teaches people how to design reliable and secure AI agent systems: a catalogue of agent and reasoning patterns, guides and a hands-on learning hub.';

/** One entry of the primary navigation. Only sections whose pages exist are listed here. */
export interface NavItem {
  href: string;
  label: string;
  /** A group opens a list of its pages (a `<details>` menu, so it works without JavaScript). */
  children?: NavItem[];
}

/** Primary navigation, in the order the platform issue lists the sections. A section joins when its pages exist. */
export const PRIMARY_NAV: NavItem[] = [
  { href: '/patterns', label: 'Patterns' },
  // Guides: one entry per published section (a section joins when all its pages exist).
  ...(PUBLISHED_SECTIONS.length
    ? [
        {
          href: `/${PUBLISHED_SECTIONS[0]!.id}`,
          label: 'Guides',
          children: PUBLISHED_SECTIONS.map((s) => ({ href: `/${s.id}`, label: s.title })),
        },
      ]
    : []),
  {
    href: '/prompt-hub',
    label: 'Hubs',
    children: [
      { href: '/prompt-hub', label: 'Prompt hub' },
      { href: '/news-hub', label: 'News hub' },
      { href: '/project-hub', label: 'Project hub' },
    ],
  },
  {
    href: '/threats',
    label: 'Security',
    children: [
      { href: '/threats', label: 'Threat map' },
      { href: '/labs', label: 'Security labs' },
      { href: '/design-review', label: 'Design review' },
    ],
  },
  { href: '/learning-hub', label: 'Learning Hub' },
  { href: '/interactive-demo', label: 'Demo' },
  { href: '/about', label: 'About' },
];
