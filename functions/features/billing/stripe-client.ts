import Stripe from 'stripe';

/** Web Crypto for signatures: Workers have no Node crypto, and the SDK's default is Node's. */
const cryptoProvider = Stripe.createSubtleCryptoProvider();

/**
 * A Stripe client for the Workers runtime: requests go through `fetch` (the SDK's default HTTP
 * client is Node's). Tests pass their own fetch to see exactly what would be sent.
 */
export function stripeClient(secretKey: string, fetchFn: typeof fetch = fetch) {
  return new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(fetchFn), maxNetworkRetries: 2 });
}

/** Verifies a webhook delivery's signature and age (5 minutes, Stripe's default) against our clock. */
export function verifiedEvent(payload: string, signature: string, secret: string, now: number): Promise<Stripe.Event> {
  return Stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, cryptoProvider, now);
}

/** Signs a payload as Stripe does; the sandbox signs the events it delivers with the local secret. */
export function signPayload(payload: string, secret: string, now: number): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider, timestamp: Math.floor(now / 1000) });
}
