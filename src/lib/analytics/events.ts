import { z } from 'zod';
import { SLUG_PATTERN } from '../slug';

export { ANALYTICS_OPT_OUT_KEY } from './opt-out';

/** Scroll-depth thresholds in percent; each is sent at most once per page view. */
export const SCROLL_THRESHOLDS = [25, 50, 75, 100] as const;
/** Visible time on a page after which one engagement event is sent (more than this, in ms). */
export const ENGAGEMENT_AFTER_MS = 5000;

/** Longest page path an event may carry; the site's own are under 100 characters. */
const PATH_MAX_LENGTH = 300;

/**
 * A page path as `location.pathname` gives it: absolute, no query string or fragment, no
 * protocol-relative start, and printable ASCII only. Browsers percent-encode everything else, so
 * a control character (ESC, NUL, DEL, C1), a bidirectional or zero-width character, a space or a
 * raw non-ASCII letter can only come from a hand-made request.
 */
const path = z
  .string()
  .max(PATH_MAX_LENGTH)
  .regex(/^[\x21-\x7e]*$/, 'must be printable ASCII, as browsers send paths')
  .regex(/^\/(?!\/)[^?#]*$/, 'must be a page path without query string or fragment');
const slug = z.string().regex(SLUG_PATTERN).max(100);

/**
 * The analytics events and their one property each, shared by the page tracker and the API.
 * Nothing identifies a person: no ids, no query text, no query strings, no cookies.
 */
export const eventSchema = z.discriminatedUnion('name', [
  z.strictObject({ name: z.literal('pageview'), path }),
  z.strictObject({ name: z.literal('engagement'), path }),
  z.strictObject({ name: z.literal('not_found'), path }),
  z.strictObject({ name: z.literal('scroll'), path, depth: z.union(SCROLL_THRESHOLDS.map((n) => z.literal(n))) }),
  /** Site search used: how long the query was and how many results it gave; never the query. */
  z.strictObject({
    name: z.literal('search'),
    path,
    queryLength: z.number().int().min(1).max(200),
    results: z.number().int().min(0).max(1000),
  }),
  z.strictObject({ name: z.literal('lesson_completed'), path, lesson: slug }),
  z.strictObject({ name: z.literal('demo_solved'), path, level: z.number().int().min(1).max(1000) }),
  /** An outbound link: its host only. */
  z.strictObject({
    name: z.literal('outbound'),
    path,
    host: z
      .string()
      .max(253)
      .regex(/^[a-z0-9.-]+$/i, 'must be a host name'),
  }),
]);
export type AnalyticsEvent = z.infer<typeof eventSchema>;

/** The one property an event carries, as text ('' for none), for daily counts and Plausible props. */
export function eventProperty(e: AnalyticsEvent): { key: string; value: string } | null {
  switch (e.name) {
    case 'scroll':
      return { key: 'depth', value: String(e.depth) };
    case 'search':
      return { key: 'results', value: e.results === 0 ? '0' : e.results <= 5 ? '1-5' : '6+' };
    case 'lesson_completed':
      return { key: 'lesson', value: e.lesson };
    case 'demo_solved':
      return { key: 'level', value: String(e.level) };
    case 'outbound':
      return { key: 'host', value: e.host.toLowerCase() };
    default:
      return null;
  }
}
