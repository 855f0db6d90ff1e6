import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import { newsFeed } from '../../src/lib/news/feed';
import type { NewsItem } from '../../src/lib/news/schema';

const item = (slug: string, date: string, title = `Item ${slug} & <friends>`): NewsItem => ({
  slug,
  title,
  date: new Date(date),
  summary: 'A thing happened that builders of agents should know about.',
  whyItMatters: 'It changes how agents call tools, so builders must update their clients.',
  source: { title: 'Source', publisher: 'Example', url: 'https://example.org/a' },
  tags: ['security'],
  techniques: [],
  lastReviewed: new Date('2026-11-25'),
});
const tags = [{ id: 'security', title: 'Security', description: 'Vulnerabilities, attacks and defences.' }];
const site = new URL('https://agent-atlas.dev');
/** RFC 822 dates as RSS 2.0 wants them: "Tue, 24 Jun 2025 00:00:00 GMT". */
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

async function parse(res: Response) {
  const xml = await res.text();
  expect(SyntaxValidator.validate(xml)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' || name === 'category' }).parse(xml).rss;
}

describe('news feeds', () => {
  it('are well-formed RSS 2.0 with absolute links, RFC 822 dates, escaped text and a self link', async () => {
    const rss = await parse(await newsFeed({ site, items: [item('2025-06-b', '2025-06-24'), item('2024-11-a', '2024-11-25')], tags }));
    expect(rss['@_version']).toBe('2.0');
    const channel = rss.channel;
    expect(channel['atom:link']['@_href']).toBe('https://agent-atlas.dev/rss.xml');
    expect(channel.item.map((i: { link: string }) => i.link)).toEqual([
      'https://agent-atlas.dev/news-hub/2025-06-b',
      'https://agent-atlas.dev/news-hub/2024-11-a',
    ]);
    expect(channel.item[0].title).toBe('Item 2025-06-b & <friends>');
    expect(channel.item[0].pubDate).toBe('Tue, 24 Jun 2025 00:00:00 GMT');
    for (const i of channel.item) expect(i.pubDate).toMatch(RFC_822);
    expect(channel.item[0].category).toEqual(['Security']);
  });

  it('a tag feed names the tag and points at itself', async () => {
    const rss = await parse(await newsFeed({ site, items: [item('2025-06-b', '2025-06-24')], tags, tag: tags[0] }));
    expect(rss.channel.title).toBe('Agent Atlas: Security news');
    expect(rss.channel['atom:link']['@_href']).toBe('https://agent-atlas.dev/news-hub/tag/security/rss.xml');
    expect(rss.channel.link).toBe('https://agent-atlas.dev/news-hub/tag/security');
  });
});
