import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { readJson } from '../../lib/json-body';
import { clientAddress, clientIp, enforceRateLimit } from '../../lib/rate-limit';
import { siteOrigin } from '../../lib/site-url';
import { eventSchema } from '../../../src/lib/analytics/events';
import { countEvent } from './analytics.repo';
import { countedValues } from './counted-values';
import { plausibleRequest } from './plausible';

/** Events from one address: generous for real browsing (a page view sends at most six), tight for floods. */
export const EVENTS_PER_IP = { name: 'analytics-events:ip', max: 300, windowSeconds: 10 * 60 };

/** The browser asked not to be tracked: Global Privacy Control or Do Not Track. */
const optedOut = (header: (name: string) => string | undefined) => header('sec-gpc') === '1' || header('dnt') === '1';

/**
 * POST /events: one analytics event from this site's own pages. Browsers that ask not to be
 * tracked are answered 204 and nothing is kept, whatever the page sent. Otherwise the event is
 * validated, rate-limited per address, then forwarded to Plausible when it is configured, or
 * counted in the day's totals in D1 under its page (or "(other)" when the path is not one of the
 * built pages, see counted-values.ts). Either way the answer is 202 with no body.
 */
export const analyticsRoutes = new Hono<AppEnv>().post('/', async (c) => {
  if (optedOut((name) => c.req.header(name))) return c.body(null, 204);
  const now = c.get('now');
  await enforceRateLimit(c.env.DB, EVENTS_PER_IP, clientIp(c), now);
  const event = await readJson(c, eventSchema);
  const { PLAUSIBLE_EVENTS_URL: url, PLAUSIBLE_DOMAIN: domain } = c.env;
  if (url && domain) {
    const request = plausibleRequest({ url, domain }, event, siteOrigin(c), {
      userAgent: c.req.header('user-agent') ?? '',
      ip: clientAddress(c),
    });
    // Plausible's answer changes nothing for the page, so the page does not wait for it.
    c.executionCtx.waitUntil(
      fetch(request).then(
        (res) => {
          if (!res.ok) console.error(JSON.stringify({ requestId: c.get('requestId'), plausible: res.status }));
        },
        (error: unknown) => console.error(JSON.stringify({ requestId: c.get('requestId'), plausible: String(error) })),
      ),
    );
  } else {
    const { path, prop } = await countedValues(event, { assets: c.env.ASSETS, origin: new URL(c.req.url).origin });
    await countEvent(c.env.DB, { day: new Date(now).toISOString().slice(0, 10), path, event: event.name, prop });
  }
  return c.body(null, 202);
});
