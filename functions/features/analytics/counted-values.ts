import type { AnalyticsEvent } from '../../../src/lib/analytics/events';
import { eventProperty } from '../../../src/lib/analytics/events';
import { CERTIFICATE_PAGE } from '../certificates/certificate-page';
import { courseIndex } from '../learning/course';

/** Where events about anything that is not one of the site's pages (or lessons) are counted together. */
const OTHER = '(other)';
/** Certificate pages are drawn by the Worker, one address per certificate: counted under their pattern. */
const CERTIFICATE_PATTERN = '/certificates/{id}';

/**
 * The shape of every address the build gives a page: lower-case segments of letters, digits,
 * dots, underscores and hyphens, none empty or starting with a dot, no trailing slash. Anything
 * else (capitals, `%61`, `/./`, `//`, `;params`) is at best another spelling of a page.
 */
const PAGE_SHAPE = /^\/(?:[a-z0-9_-][a-z0-9._-]*(?:\/[a-z0-9_-][a-z0-9._-]*)*)?$/;

/**
 * True when the build made a page at this exact path: the static assets answer it with 200 and
 * HTML (not the 404 page, not a redirect to the canonical address, not another kind of file). So
 * the list of pages is the build itself: a page added to the site is counted from its first
 * deploy, and nothing has to be kept in step by hand.
 */
async function isBuiltPage(assets: Fetcher | undefined, origin: string, path: string): Promise<boolean> {
  if (!assets || !PAGE_SHAPE.test(path)) return false;
  try {
    // `manual`: the asset server redirects other spellings (`/about.html`, `/index`) to the page's
    // address, and a followed redirect would count them as pages of their own.
    const res = await assets.fetch(new Request(new URL(path, origin), { method: 'HEAD', redirect: 'manual' }));
    return res.status === 200 && /^text\/html\b/i.test(res.headers.get('content-type') ?? '');
  } catch {
    return false;
  }
}

/**
 * What a daily count is kept under, so that the number of rows a day can gain is bounded by the
 * site itself, not by what requests send: the path when it is one of the built pages, the
 * certificate pattern for a certificate page, and OTHER for any other path (missing pages
 * included: anyone can ask for any address). A completed lesson's id is kept only when the lesson
 * exists. See docs/analytics.md.
 */
export async function countedValues(
  event: AnalyticsEvent,
  site: { assets: Fetcher | undefined; origin: string },
): Promise<{ path: string; prop: string }> {
  const path = CERTIFICATE_PAGE.test(event.path)
    ? CERTIFICATE_PATTERN
    : (await isBuiltPage(site.assets, site.origin, event.path))
      ? event.path
      : OTHER;
  const prop = eventProperty(event)?.value ?? '';
  if (event.name === 'lesson_completed' && !courseIndex.lessons.has(prop)) return { path, prop: OTHER };
  return { path, prop };
}
