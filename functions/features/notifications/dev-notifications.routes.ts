import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { readJson } from '../../lib/json-body';
import { devOnly, inTests } from '../../middleware/dev-only';
import { requireUser } from '../auth/session.middleware';
import { insertNotificationStatement } from './notifications.repo';
import { testNotificationsBody } from './notifications.schemas';

/**
 * `POST /dev/test-notifications`: gives the signed-in test user `count` support notifications, a
 * second apart, so browser tests can page through more than one page. Exists only when APP_ENV is
 * "test"; everywhere else it is an unknown route.
 */
export const devNotificationsRoutes = new Hono<AppEnv>().use(devOnly(inTests)).post('/', requireUser(), async (c) => {
  const { count } = await readJson(c, testNotificationsBody);
  const userId = c.get('user').id;
  const now = c.get('now');
  await c.env.DB.batch(
    Array.from({ length: count }, (_, i) =>
      insertNotificationStatement(
        c.env.DB,
        userId,
        { kind: 'support_received', title: `Test notification ${i + 1}`, body: `Body of test notification ${i + 1}.`, link: '/help' },
        now - (count - i) * 1000,
      ),
    ),
  );
  return c.json({ created: count }, 201);
});
