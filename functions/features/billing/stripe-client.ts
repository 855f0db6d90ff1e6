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

/**
 * Verifies a webhook delivery's signature and age (5 minutes, Stripe's default) against our clock:
 * true when they hold, false when they do not. Any other failure (a bug, the platform's crypto)
 * is thrown as it is: only a bad signature or an old delivery may be called one.
 */
export async function signatureHolds(payload: string, signature: string, secret: string, now: number): Promise<boolean> {
  const verifier = Stripe.webhooks.signature;
  if (!verifier) throw new Error('The Stripe SDK has no webhook signature helper.');
  try {
    return await verifier.verifyHeaderAsync(payload, signature, secret, undefined, cryptoProvider, now);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return false;
    throw error;
  }
}

/** Signs a payload as Stripe does; the sandbox signs the events it delivers with the local secret. */
export function signPayload(payload: string, secret: string, now: number): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider, timestamp: Math.floor(now / 1000) });
}
