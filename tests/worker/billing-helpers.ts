import { env } from 'cloudflare:workers';
import { LOCAL_WEBHOOK_SECRET } from '../../functions/features/billing/billing-config';
import { signPayload } from '../../functions/features/billing/stripe-client';
import type { BillingView } from '../../functions/features/billing/billing.schemas';
import { call, post } from './accounts';
import { signedInUser } from './users';
import { ORIGIN, requestApp } from './helpers';
import { createApp } from '../../functions/app';

const app = createApp();

export const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099 };
export const MASTERCARD = { number: '5555 5555 5555 4444', expMonth: 6, expYear: 2098 };
export const DECLINED = { number: '4000 0000 0000 0002', expMonth: 12, expYear: 2099 };

export const billingOf = async (cookie: string) => (await (await call('/billing', { cookie })).json()) as BillingView;

/** Starts a checkout and returns the sandbox session id from the page it sends the user to. */
export async function startCheckout(cookie: string, body: unknown = { plan: 'pro', interval: 'monthly' }, path = '/billing/checkout') {
  const res = await post(path, body, { cookie });
  if (res.status !== 200) throw new Error(`checkout failed: ${res.status} ${await res.text()}`);
  const { url } = (await res.json()) as { url: string };
  return new URL(url, ORIGIN).searchParams.get('session')!;
}

export const pay = (cookie: string, session: string, card = VISA) => post(`/dev/billing/checkout/${session}/pay`, card, { cookie });

/** Subscribes the user to a plan through the sandbox, as the browser journey does. */
export async function subscribe(cookie: string, plan = 'pro', interval = 'monthly') {
  const session = await startCheckout(cookie, { plan, interval });
  const res = await pay(cookie, session);
  if (res.status !== 200) throw new Error(`pay failed: ${res.status} ${await res.text()}`);
  return billingOf(cookie);
}

/** Delivers a payload to the webhook route as Stripe would: no Origin, a signature header. */
export async function deliver(payload: string, signature?: string) {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
  if (signature !== undefined) headers.set('stripe-signature', signature);
  return requestApp(app, `${ORIGIN}/api/v1/billing/webhook`, { method: 'POST', headers, body: payload });
}

export const signed = async (event: object, secret = LOCAL_WEBHOOK_SECRET, at = Date.now()) => {
  const payload = JSON.stringify(event);
  return { payload, signature: await signPayload(payload, secret, at) };
};

export const eventRows = async (id: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM billing_events WHERE id = ?').bind(id).first<{ n: number }>())!.n;

/** A user subscribed to Pro through the sandbox, with their provider customer and subscription ids. */
export async function subscribedUser() {
  const { id, cookie } = await signedInUser();
  await subscribe(cookie, 'pro', 'monthly');
  const row = await env.DB.prepare(
    `SELECT c.provider_customer_id AS customer, s.provider_subscription_id AS subscription
     FROM billing_customers c JOIN billing_subscriptions s ON s.user_id = c.user_id WHERE c.user_id = ?`,
  )
    .bind(id)
    .first<{ customer: string; subscription: string }>();
  if (!row) throw new Error(`user ${id} has no subscription after subscribing`);
  return { id, cookie, ...row };
}

/** A Stripe-shaped subscription event for a customer at a given time (unix seconds); an update unless `type` says otherwise. */
export function subscriptionEvent(
  customer: string,
  over: {
    id?: string;
    type?: string;
    subscription?: string;
    created: number;
    status?: string;
    cancelAtPeriodEnd?: boolean;
    periodEnd?: number;
  },
) {
  return {
    id: over.id ?? `evt_test_${crypto.randomUUID()}`,
    object: 'event',
    type: over.type ?? 'customer.subscription.updated',
    created: over.created,
    data: {
      object: {
        id: over.subscription ?? `sub_test_${customer}`,
        object: 'subscription',
        customer,
        status: over.status ?? 'active',
        cancel_at_period_end: over.cancelAtPeriodEnd ?? false,
        metadata: {},
        items: {
          object: 'list',
          data: [
            { id: 'si_test', price: { id: 'price_test', lookup_key: 'pro_monthly' }, current_period_end: over.periodEnd ?? 2_000_000_000 },
          ],
        },
      },
    },
  };
}
