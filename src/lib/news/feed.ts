import rss from '@astrojs/rss';
import { SITE_NAME } from '../site';
import { NEWS_FEED_URL, newsTagFeedUrl, newsTagUrl, newsUrl, type NewsItem } from './schema';

/** Items a feed carries: readers poll often, so the newest 50 are plenty. */
const FEED_SIZE = 50;

/**
 * An RSS 2.0 feed of news items, built with @astrojs/rss (absolute links from the site address,
 * RFC 822 dates). The atom:link self reference is what feed validators ask every feed to carry.
 */
export function newsFeed({
  site,
  items,
  tags,
  tag,
}: {
  site: URL;
  items: NewsItem[];
  tags: { id: string; title: string }[];
  tag?: { id: string; title: string; description: string };
}) {
  const self = new URL(tag ? newsTagFeedUrl(tag.id) : NEWS_FEED_URL, site).href;
  return rss({
    title: tag ? `${SITE_NAME}: ${tag.title} news` : `${SITE_NAME} news`,
    description: tag
      ? tag.description
      : 'Dated, sourced news about building, evaluating and securing AI agents, with what each item means for builders.',
    site: new URL(tag ? newsTagUrl(tag.id) : '/news-hub', site).href,
    // Our pages have no trailing slash (the site is built with one file per page).
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en</language><atom:link href="${self}" rel="self" type="application/rss+xml"/>`,
    items: items.slice(0, FEED_SIZE).map((i) => ({
      title: i.title,
      link: newsUrl(i.slug),
      pubDate: i.date,
      description: `${i.summary} Why it matters: ${i.whyItMatters}`,
      categories: i.tags.map((id) => tags.find((t) => t.id === id)?.title ?? id),
    })),
  });
}
