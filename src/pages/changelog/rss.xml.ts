import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { SITE_NAME } from '../../lib/site';
import { changelogWeeks, weekSummary } from '../../lib/freshness/changelog';
import { siteChanges } from '../../lib/freshness/site-changes';
import { formatDate } from '../../lib/format';

/** The changelog as RSS 2.0: one item per week, newest first. */
export const GET: APIRoute = async ({ site }) => {
  const weeks = changelogWeeks(await siteChanges(), 26);
  const self = new URL('/changelog/rss.xml', site).href;
  return rss({
    title: `${SITE_NAME} changelog`,
    description: 'What changed on Agent Atlas, week by week.',
    site: new URL('/changelog', site).href,
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en</language><atom:link href="${self}" rel="self" type="application/rss+xml"/>`,
    items: weeks.map((w) => ({
      title: `Week of ${formatDate(w.start.getTime())}`,
      link: `/changelog#${w.id}`,
      pubDate: w.start,
      description: `${weekSummary(w)}.`,
    })),
  });
};
