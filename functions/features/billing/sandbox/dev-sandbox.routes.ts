import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../../env';
import { ApiError } from '../../../lib/errors';
import { readJson } from '../../../lib/json-body';
import { devOnly } from '../../../middleware/dev-only';
import { PLANS, planForLookupKey } from '../../../../src/lib/billing/plans';
import { requireUser } from '../../auth/session.middleware';
import { customerOf } from '../billing.repo';
import { testCardSchema, type SandboxCheckoutView, type SandboxInvoiceView, type SandboxPaid } from '../billing.schemas';
import { billingView, providerName } from '../billing.service';
import { payCheckout, sandboxSession } from './checkout';
import { advanceToNextPeriod } from './clock';
import type { Invoice, SandboxContext } from './objects';
import { readObject } from './store';

/** The sandbox's view of a request: its database, clock and notify context. */
const sandboxContext = <E extends AppEnv>(c: Context<E>): SandboxContext => ({ db: c.env.DB, now: c.get('now'), notify: c.get('notify') });

/**
 * `/dev/billing`: the local sandbox's checkout page API and its clock. They exist only while the
 * sandbox is the provider (no Stripe key, not production); otherwise they answer exactly like an
 * unknown route.
 */
export const devSandboxRoutes = new Hono<AppEnv>()
  .use(devOnly((env) => providerName(env) === 'sandbox'))
  .use(requireUser())
  .get('/checkout/:id', async (c) => {
    const session = await sandboxSession(c.env.DB, c.req.param('id'), c.get('user').id);
    const priced = planForLookupKey(PLANS, session.lookup_key);
    return c.json({
      mode: session.mode,
      status: session.status,
      plan: priced ? { name: priced.plan.name, interval: priced.interval, amountCents: priced.plan.prices[priced.interval] * 100 } : null,
      cancelUrl: session.cancel_url,
    } satisfies SandboxCheckoutView);
  })
  .post('/checkout/:id/pay', async (c) => {
    const session = await sandboxSession(c.env.DB, c.req.param('id'), c.get('user').id);
    const card = await readJson(c, testCardSchema);
    const paid = await payCheckout(sandboxContext(c), session, card);
    return c.json(paid satisfies SandboxPaid);
  })
  .get('/invoices/:id', async (c) => {
    const user = c.get('user');
    const invoice = await readObject<Invoice>(c.env.DB, c.req.param('id'), 'invoice');
    if (!invoice || invoice.customer !== (await customerOf(c.env.DB, user.id))) {
      throw new ApiError(404, 'invoice_not_found', 'There is no such invoice.');
    }
    const { amount_paid, currency, status, created, description } = invoice;
    return c.json({ amountCents: amount_paid, currency, status, createdAt: created * 1000, description } satisfies SandboxInvoiceView);
  })
  .post('/clock/advance', async (c) => {
    const user = c.get('user');
    const customerId = await customerOf(c.env.DB, user.id);
    if (!customerId) throw new ApiError(409, 'no_subscription', 'There is no subscription to move forward.');
    await advanceToNextPeriod(sandboxContext(c), customerId);
    return c.json(await billingView(c, user.id));
  });
