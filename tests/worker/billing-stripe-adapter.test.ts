import { describe, expect, it } from 'vitest';
import { stripeProvider } from '../../functions/features/billing/stripe-provider';

interface SentRequest {
  method: string;
  url: URL;
  idempotencyKey: string | null;
  params: URLSearchParams;
}

/** A fetch that records what the SDK sends and answers like Stripe's API for the paths we call. */
function fakeStripe() {
  const sent: SentRequest[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const method = init?.method ?? 'GET';
    const params = new URLSearchParams(method === 'GET' ? url.search : String(init?.body ?? ''));
    sent.push({ method, url, idempotencyKey: headers.get('idempotency-key'), params });
    const path = url.pathname;
    const list = (data: object[]) => ({ object: 'list', data, has_more: false, url: path });
    const body =
      method === 'GET' && path === '/v1/checkout/sessions'
        ? list([
            { id: 'cs_open_sub', object: 'checkout.session', mode: 'subscription', status: 'open' },
            { id: 'cs_open_setup', object: 'checkout.session', mode: 'setup', status: 'open' },
          ])
        : path.endsWith('/expire')
          ? { id: path.split('/')[4], object: 'checkout.session', status: 'expired' }
          : method === 'DELETE' && path.startsWith('/v1/subscriptions/')
            ? { id: path.split('/').pop(), object: 'subscription', status: 'canceled', latest_invoice: 'in_7' }
            : path === '/v1/invoice_payments'
              ? list([{ id: 'inpay_1', object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: 'pi_7' } }])
              : path === '/v1/refunds'
                ? { id: 're_1', object: 'refund', amount: 4900, currency: 'usd', payment_intent: 'pi_7' }
                : path === '/v1/prices'
                  ? {
                      object: 'list',
                      data: [{ id: 'price_123', object: 'price', lookup_key: params.get('lookup_keys[0]') }],
                      has_more: false,
                      url: '/v1/prices',
                    }
                  : path === '/v1/customers'
                    ? { id: 'cus_123', object: 'customer' }
                    : path === '/v1/checkout/sessions'
                      ? { id: 'cs_123', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_123' }
                      : path.startsWith('/v1/subscriptions/')
                        ? {
                            id: path.split('/').pop(),
                            object: 'subscription',
                            status: 'active',
                            cancel_at_period_end: params.get('cancel_at_period_end') === 'true',
                          }
                        : { id: path.split('/').pop(), object: 'customer' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', 'request-id': 'req_1' } });
  }) as typeof fetch;
  return { sent, provider: stripeProvider('sk_test_not_a_real_key', fetchFn) };
}

describe('the Stripe provider adapter (mocked fetch)', () => {
  it('creates a customer with our user id in metadata and the idempotency key', async () => {
    const { sent, provider } = fakeStripe();
    expect(await provider.createCustomer({ id: 'user-1', email: 'a@example.test' }, 'customer:user-1')).toBe('cus_123');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url.href).toBe('https://api.stripe.com/v1/customers');
    expect(sent[0]!.idempotencyKey).toBe('customer:user-1');
    expect(Object.fromEntries(sent[0]!.params)).toMatchObject({ email: 'a@example.test', 'metadata[user_id]': 'user-1' });
  });

  it('starts a subscription checkout with the price found by lookup key', async () => {
    const { sent, provider } = fakeStripe();
    const url = await provider.createCheckout({
      userId: 'user-1',
      customerId: 'cus_123',
      lookupKey: 'pro_monthly',
      successUrl: 'https://site.example/billing?checkout=success',
      cancelUrl: 'https://site.example/billing?checkout=cancelled',
      idempotencyKey: 'checkout:user-1:r1',
    });
    expect(url).toBe('https://checkout.stripe.com/c/pay/cs_123');
    expect(sent.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['GET /v1/prices', 'POST /v1/checkout/sessions']);
    expect(sent[0]!.params.get('lookup_keys[0]')).toBe('pro_monthly');
    expect(sent[1]!.idempotencyKey).toBe('checkout:user-1:r1');
    expect(Object.fromEntries(sent[1]!.params)).toMatchObject({
      mode: 'subscription',
      customer: 'cus_123',
      client_reference_id: 'user-1',
      'line_items[0][price]': 'price_123',
      'line_items[0][quantity]': '1',
      'subscription_data[metadata][user_id]': 'user-1',
      success_url: 'https://site.example/billing?checkout=success',
    });
  });

  it('adds a card through a setup-mode checkout, so card numbers never reach our server', async () => {
    const { sent, provider } = fakeStripe();
    await provider.createCheckout({
      userId: 'u',
      customerId: 'cus_123',
      successUrl: 'https://s/b',
      cancelUrl: 'https://s/c',
      idempotencyKey: 'setup:u:r2',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toBe('setup:u:r2');
    expect(Object.fromEntries(sent[0]!.params)).toMatchObject({ mode: 'setup', currency: 'usd', customer: 'cus_123' });
  });

  it('cancels and reactivates with cancel_at_period_end, sets the default card, and ends a subscription, each with its key', async () => {
    const { sent, provider } = fakeStripe();
    const cancelled = await provider.setCancelAtPeriodEnd('sub_9', true, 'sub_9:cancel:1000');
    expect(cancelled).toMatchObject({ cancel_at_period_end: true });
    await provider.setCancelAtPeriodEnd('sub_9', false, 'sub_9:reactivate:2000');
    await provider.setDefaultPaymentMethod('cus_123', 'pm_2', 'cus_123:default:pm_2:r3');
    await provider.cancelNow('sub_9', 'delete:sub_9');
    expect(sent.map((r) => [r.method, r.url.pathname, r.idempotencyKey, r.params.toString()])).toEqual([
      ['POST', '/v1/subscriptions/sub_9', 'sub_9:cancel:1000', 'cancel_at_period_end=true'],
      ['POST', '/v1/subscriptions/sub_9', 'sub_9:reactivate:2000', 'cancel_at_period_end=false'],
      ['POST', '/v1/customers/cus_123', 'cus_123:default:pm_2:r3', 'invoice_settings%5Bdefault_payment_method%5D=pm_2'],
      ['DELETE', '/v1/subscriptions/sub_9', 'delete:sub_9', ''],
    ]);
  });

  it('expires the open subscription checkouts of a customer before another is opened', async () => {
    const { sent, provider } = fakeStripe();
    await provider.expireOpenCheckouts('cus_123');
    expect(sent.map((r) => [r.method, r.url.pathname, r.idempotencyKey])).toEqual([
      ['GET', '/v1/checkout/sessions', null],
      ['POST', '/v1/checkout/sessions/cs_open_sub/expire', 'expire:cs_open_sub'],
    ]);
    expect(Object.fromEntries(sent[0]!.params)).toMatchObject({ customer: 'cus_123', status: 'open' });
  });

  it('ends a second subscription at once and refunds the payment of its latest invoice', async () => {
    const { sent, provider } = fakeStripe();
    const ended = await provider.cancelAndRefund('sub_2', 'second-subscription:sub_2');
    expect(ended.subscription).toMatchObject({ status: 'canceled' });
    expect(ended.refunds).toEqual([{ id: 're_1', invoiceId: 'in_7', amountCents: 4900, currency: 'usd' }]);
    expect(sent.map((r) => [r.method, r.url.pathname, r.idempotencyKey])).toEqual([
      ['DELETE', '/v1/subscriptions/sub_2', 'second-subscription:sub_2:cancel'],
      ['GET', '/v1/invoice_payments', null],
      ['POST', '/v1/refunds', 'second-subscription:sub_2:refund:inpay_1'],
    ]);
    expect(sent[0]!.url.searchParams.get('prorate') ?? sent[0]!.params.get('prorate')).toBe('false');
    expect(Object.fromEntries(sent[1]!.params)).toMatchObject({ invoice: 'in_7', status: 'paid' });
    expect(Object.fromEntries(sent[2]!.params)).toMatchObject({ payment_intent: 'pi_7', 'metadata[subscription]': 'sub_2' });
  });
});
