import { z } from 'zod';
import type { BillingInterval, PlanId } from './plans.ts';
import type { SubscriptionStatus } from './subscription.ts';

z.config({ jitless: true });

/** `POST /billing/checkout`: a paid plan and how often to pay. */
export const checkoutSchema = z.strictObject({
  plan: z.enum(['pro', 'enterprise'], { error: 'Choose the Pro or Enterprise plan.' }),
  interval: z.enum(['monthly', 'yearly'], { error: 'Choose monthly or yearly billing.' }),
});

/** The sandbox checkout's card form: a test card number (spaces allowed), expiry month and year. */
export const testCardSchema = z.strictObject({
  number: z
    .string({ error: 'Enter a card number.' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number as 12 to 19 digits.')),
  expMonth: z.number({ error: 'Enter the expiry month.' }).int().min(1, 'The month is 1 to 12.').max(12, 'The month is 1 to 12.'),
  expYear: z.number({ error: 'Enter the expiry year.' }).int().min(2000, 'Enter a four-digit year.').max(2100, 'Enter a four-digit year.'),
});

export interface BillingView {
  /** Which provider takes payments here: Stripe, the local sandbox, or none configured. */
  provider: 'stripe' | 'sandbox' | null;
  /** The plan whose features the account has now. */
  planInEffect: PlanId;
  subscription: {
    plan: PlanId;
    interval: BillingInterval | null;
    status: SubscriptionStatus;
    /** Unix ms: renewal, or when a cancelling subscription ends. */
    currentPeriodEnd: number | null;
  } | null;
  paymentMethods: { id: string; brand: string; last4: string; expMonth: number; expYear: number; isDefault: boolean }[];
  invoices: {
    id: string;
    amountCents: number;
    /** What we refunded of it (a second subscription's payment); 0 when nothing. */
    amountRefundedCents: number;
    currency: string;
    status: string;
    hostedUrl: string | null;
    createdAt: number;
  }[];
}
