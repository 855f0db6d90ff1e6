import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { requireUser } from '../auth/session.middleware';
import { deleteNotifications, listNotifications, setRead, unreadCount } from './notifications.repo';
import { deletePushSubscription, savePushSubscription } from './push-subscriptions.repo';
import { unsubscribeTokenOwner } from './unsubscribe-tokens.repo';
import { toNotificationView } from './notifications.views';
import { switchOffNotifications } from '../settings/preferences.repo';
import { EMAIL_CATEGORIES } from '../../../src/lib/notifications/kinds';
import { vapidOf } from './push';
import {
  idsBody,
  listQuery,
  pushSubscriptionSchema,
  pushUnsubscribeBody,
  readBody,
  unsubscribeBody,
  type NotificationPage,
  type NotificationsChanged,
  type PushKey,
  type UnreadCount,
  type Unsubscribed,
} from './notifications.schemas';

/** Browsers one account receives push notifications in; registering another replaces the oldest. */
const MAX_PUSH_SUBSCRIPTIONS = 10;

/** The cursor is the (created_at, id) of the last row shown, base64url-encoded; anything else is refused. */
const encodeCursor = (createdAt: number, id: string) =>
  btoa(`${createdAt}:${id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
function decodeCursor(cursor: string): { createdAt: number; id: string } {
  try {
    const [time, id] = atob(cursor.replace(/-/g, '+').replace(/_/g, '/')).split(/:(.*)/s);
    const createdAt = Number(time);
    if (Number.isSafeInteger(createdAt) && id) return { createdAt, id };
  } catch {
    // fall through
  }
  throw new ApiError(422, 'invalid_cursor', 'The cursor is not one this API gave out.');
}

/** `/notifications`: the signed-in user's notifications, with cursor paging and bulk actions. */
export const notificationsRoutes = new Hono<AppEnv>()
  .post('/unsubscribe', async (c) => {
    // Public: the token in an email's link is the credential (one category of one user).
    const { token } = await readJson(c, unsubscribeBody);
    const owner = await unsubscribeTokenOwner(c.env.DB, token);
    if (!owner)
      throw new ApiError(
        404,
        'unsubscribe_link_unknown',
        'This unsubscribe link is not valid. Change your email settings on the settings page instead.',
      );
    const { category } = owner;
    const { name, preference } = EMAIL_CATEGORIES[category];
    await switchOffNotifications(c.env.DB, owner.userId, preference, c.get('now'));
    return c.json({
      category,
      message: `You will no longer receive ${name}. You can turn them back on in your settings.`,
    } satisfies Unsubscribed);
  })
  .use(requireUser())
  .get('/', async (c) => {
    const userId = c.get('user').id;
    const parsed = listQuery.safeParse(c.req.query());
    if (!parsed.success)
      throw new ApiError(422, 'validation_failed', 'Use filter=all|unread, limit 1–50 and a cursor from a previous page.');
    const { filter, limit, cursor } = parsed.data;
    const rows = await listNotifications(c.env.DB, userId, {
      unreadOnly: filter === 'unread',
      after: cursor ? decodeCursor(cursor) : null,
      limit,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return c.json({
      notifications: page.map(toNotificationView),
      nextCursor: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null,
      unreadCount: await unreadCount(c.env.DB, userId),
    } satisfies NotificationPage);
  })
  .get('/push/key', async (c) => {
    const vapid = vapidOf(c.env);
    if (!vapid) throw new ApiError(404, 'push_not_configured', 'Push notifications are not set up on this site.');
    return c.json({ publicKey: vapid.publicKey } satisfies PushKey);
  })
  .post('/push/subscriptions', async (c) => {
    if (!vapidOf(c.env)) throw new ApiError(404, 'push_not_configured', 'Push notifications are not set up on this site.');
    const { endpoint, keys } = await readJson(c, pushSubscriptionSchema);
    const saved = await savePushSubscription(c.env.DB, c.get('user').id, { endpoint, ...keys }, c.get('now'), MAX_PUSH_SUBSCRIPTIONS);
    // An endpoint is one browser's: it never moves to another account (whose notifications it would then receive).
    if (!saved)
      throw new ApiError(
        409,
        'push_endpoint_taken',
        'This browser already receives push notifications for another account on this site. Turn push off there first.',
      );
    return c.json({ subscribed: true }, 201);
  })
  .post('/push/unsubscribe', async (c) => {
    const { endpoint } = await readJson(c, pushUnsubscribeBody);
    return c.json({ unsubscribed: await deletePushSubscription(c.env.DB, c.get('user').id, endpoint) });
  })
  .get('/unread-count', async (c) => c.json({ unreadCount: await unreadCount(c.env.DB, c.get('user').id) } satisfies UnreadCount))
  .post('/read', async (c) => {
    const userId = c.get('user').id;
    const changed = await setRead(c.env.DB, userId, await readJson(c, readBody), true, c.get('now'));
    return c.json({ changed, unreadCount: await unreadCount(c.env.DB, userId) } satisfies NotificationsChanged);
  })
  .post('/unread', async (c) => {
    const userId = c.get('user').id;
    const changed = await setRead(c.env.DB, userId, await readJson(c, idsBody), false, c.get('now'));
    return c.json({ changed, unreadCount: await unreadCount(c.env.DB, userId) } satisfies NotificationsChanged);
  })
  .post('/delete', async (c) => {
    const userId = c.get('user').id;
    const changed = await deleteNotifications(c.env.DB, userId, (await readJson(c, idsBody)).ids);
    return c.json({ changed, unreadCount: await unreadCount(c.env.DB, userId) } satisfies NotificationsChanged);
  });
