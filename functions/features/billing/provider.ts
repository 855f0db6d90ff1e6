/** What a checkout needs: whose it is, what it buys (none for adding a card) and where to return. */
export interface CheckoutInput {
  userId: string;
  customerId: string;
  /** The Stripe Price lookup key of the plan and interval; absent for a setup (add a card) checkout. */
  lookupKey?: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** A refund the provider made: which invoice it returns money for, and how much. */
export interface Refund {
  id: string;
  invoiceId: string;
  amountCents: number;
  currency: string;
}

/**
 * The payment provider as the billing routes use it. Two implementations: Stripe (production, or
 * whenever STRIPE_SECRET_KEY is set) and the local sandbox, which keeps Stripe-shaped records in D1
 * and delivers signed events to the same webhook code. Every mutating call takes an idempotency key.
 * Subscription objects come back as `unknown`: whoever uses one reads it through the webhook's
 * `subscriptionObject` schema first, as it reads an event's object, so neither implementation has
 * to pretend to be the other's type.
 */
export interface BillingProvider {
  readonly name: 'stripe' | 'sandbox';
  createCustomer(user: { id: string; email: string }, idempotencyKey: string): Promise<string>;
  /** Starts Checkout and returns the page to send the user to (subscription mode, or setup mode without a lookup key). */
  createCheckout(input: CheckoutInput): Promise<string>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, idempotencyKey: string): Promise<unknown>;
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string, idempotencyKey: string): Promise<void>;
  /** Ends a subscription at once (account deletion). */
  cancelNow(subscriptionId: string, idempotencyKey: string): Promise<void>;
  /**
   * Expires the customer's open subscription checkouts, before a new one is opened: an earlier
   * checkout can then no longer be paid (one live subscription per account).
   */
  expireOpenCheckouts(customerId: string): Promise<void>;
  /**
   * Ends a second live subscription of an account at once and refunds what it charged (one live
   * subscription per account, enforced again when a payment completes). Returns the ended object
   * and the refunds made.
   */
  cancelAndRefund(subscriptionId: string, idempotencyKey: string): Promise<{ subscription: unknown; refunds: Refund[] }>;
}
