import type { AnalyticsEvent } from '../../../src/lib/analytics/events';
import { eventProperty } from '../../../src/lib/analytics/events';

/**
 * Plausible's names for our events. "pageview" is Plausible's own; "engagement" is reserved by
 * Plausible's tracker, so ours is sent as "Engaged".
 */
const PLAUSIBLE_NAMES: Record<AnalyticsEvent['name'], string> = {
  pageview: 'pageview',
  engagement: 'Engaged',
  scroll: 'Scroll Depth',
  search: 'Site Search',
  lesson_completed: 'Lesson Completed',
  demo_solved: 'Demo Solved',
  outbound: 'Outbound Link: Click',
  not_found: '404',
};

export interface PlausibleTarget {
  /** The Events API endpoint, e.g. https://plausible.io/api/event or a self-hosted one. */
  url: string;
  /** The site's domain as registered in Plausible. */
  domain: string;
}

/**
 * The request for Plausible's Events API (POST /api/event). Plausible counts unique visitors from
 * the User-Agent and X-Forwarded-For headers with a salt it rotates daily, so the visitor's agent
 * and address are passed through as it requires; this API stores neither.
 */
export function plausibleRequest(
  target: PlausibleTarget,
  e: AnalyticsEvent,
  origin: string,
  visitor: { userAgent: string; ip: string },
): Request {
  const prop = eventProperty(e);
  return new Request(target.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': visitor.userAgent, 'X-Forwarded-For': visitor.ip },
    body: JSON.stringify({
      name: PLAUSIBLE_NAMES[e.name],
      url: `${origin}${e.path}`,
      domain: target.domain,
      ...(prop ? { props: { [prop.key]: prop.value } } : {}),
    }),
  });
}
