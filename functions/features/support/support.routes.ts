import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { readJson } from '../../lib/json-body';
import { enforceRateLimit, type RateLimit } from '../../lib/rate-limit';
import { RESPONSE_TARGET_HOURS, supportRequestSchema, type SupportRequestView } from '../../../src/lib/support';
import { requireUser } from '../auth/session.middleware';
import { entitlementsOf } from '../billing/entitlements';
import { messages } from '../notifications/messages';
import { notify, notifyContext } from '../notifications/notify';

/** Enough for real conversations, too few to flood the desk. */
const REQUESTS_PER_USER: RateLimit = { name: 'support:user', max: 10, windowSeconds: 3600 };
const HOUR = 3_600_000;

interface SupportRow {
  id: string;
  category: SupportRequestView['category'];
  subject: string;
  message: string;
  priority: number;
  respond_by: number;
  status: SupportRequestView['status'];
  created_at: number;
}

const view = (r: SupportRow): SupportRequestView => ({
  id: r.id,
  category: r.category,
  subject: r.subject,
  message: r.message,
  priority: r.priority === 1,
  respondBy: r.respond_by,
  status: r.status,
  createdAt: r.created_at,
});

/**
 * `/support/requests`: a signed-in user's support requests. Priority support is an Enterprise
 * entitlement: the server marks the request and sets the 2-hour target from the plan in effect.
 */
export const supportRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/requests', async (c) => {
    const { results } = await c.env.DB.prepare('SELECT * FROM support_requests WHERE user_id = ? ORDER BY created_at DESC LIMIT 50')
      .bind(c.get('user')!.id)
      .all<SupportRow>();
    return c.json({ requests: results.map(view) });
  })
  .post('/requests', async (c) => {
    const user = c.get('user')!;
    const input = await readJson(c, supportRequestSchema);
    await enforceRateLimit(c.env.DB, REQUESTS_PER_USER, user.id, c.get('now'));
    const { prioritySupport } = await entitlementsOf(c.env.DB, user.id);
    const now = c.get('now');
    const row: SupportRow = {
      id: crypto.randomUUID(),
      ...input,
      priority: prioritySupport ? 1 : 0,
      respond_by: now + (prioritySupport ? RESPONSE_TARGET_HOURS.priority : RESPONSE_TARGET_HOURS.standard) * HOUR,
      status: 'open',
      created_at: now,
    };
    await c.env.DB.prepare(
      'INSERT INTO support_requests (id, user_id, category, subject, message, priority, respond_by, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
      .bind(row.id, user.id, row.category, row.subject, row.message, row.priority, row.respond_by, row.status, row.created_at)
      .run();
    await notify(
      notifyContext(c),
      user.id,
      messages.supportReceived(row.id, row.subject, prioritySupport ? RESPONSE_TARGET_HOURS.priority : RESPONSE_TARGET_HOURS.standard),
    );
    return c.json({ message: "Support request submitted successfully! We'll get back to you soon.", request: view(row) }, 201);
  });
