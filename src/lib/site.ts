/** Site-wide facts used by the layout, the sitemap and the search index. */
export const SITE_NAME = 'Agent Atlas';
export const SITE_TAGLINE = 'Design reliable and secure AI agent systems';
export const SITE_DESCRIPTION =
  'Agent Atlas teaches people how to design reliable and secure AI agent systems: a catalogue of agent and reasoning patterns, guides and a hands-on learning hub.';

/** One entry of the primary navigation. Only sections whose pages exist are listed here. */
export interface NavItem {
  href: string;
  label: string;
}

/** Primary navigation, in the order the platform issue lists the sections. A section joins when its pages exist. */
export const PRIMARY_NAV: NavItem[] = [
  { href: '/patterns', label: 'Patterns' },
  { href: '/learning-hub', label: 'Learning Hub' },
  { href: '/about', label: 'About' },
];
