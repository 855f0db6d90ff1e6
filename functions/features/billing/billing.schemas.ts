// The billing API (docs/api.md, Billing), one place for both sides: the request schemas the routes
// validate with and the response types they answer with, which the billing store and islands
// import as types. What the provider's events carry is read by `event.schemas.ts`.
import { z } from 'zod';
import { PLANS, planNames, type BillingInterval, type PlanId } from '../../../src/lib/billing/plans';
import { checkPlansFile } from '../../../src/lib/billing/plans-schema';
import type { SubscriptionStatus } from '../../../src/lib/billing/subscription';

// The plans file is checked when the Worker starts: a bad content/plans.json never serves.
checkPlansFile();

// ---- Requests ----------------------------------------------------------------------------------

/** `POST /billing/checkout`: a paid plan and how often to pay. */
export const checkoutSchema = z.strictObject({
  plan: z.enum(['pro', 'enterprise'], {
    error: `Choose the ${planNames(
      PLANS.filter((p) => p.lookupKeys),
      'or',
    )} plan.`,
  }),
  interval: z.enum(['monthly', 'yearly'], { error: 'Choose monthly or yearly billing.' }),
});
export type CheckoutChoice = z.infer<typeof checkoutSchema>;

/** `POST /dev/billing/checkout/{id}/pay`: a test card number (spaces allowed), expiry month and year. */
export const testCardSchema = z.strictObject({
  number: z
    .string({ error: 'Enter a card number.' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number as 12 to 19 digits.')),
  expMonth: z.number({ error: 'Enter the expiry month.' }).int().min(1, 'The month is 1 to 12.').max(12, 'The month is 1 to 12.'),
  expYear: z.number({ error: 'Enter the expiry year.' }).int().min(2000, 'Enter a four-digit year.').max(2100, 'Enter a four-digit year.'),
});
export type TestCard = z.infer<typeof testCardSchema>;

// ---- Responses ---------------------------------------------------------------------------------

/** `GET /billing` and every command's answer: the account's billing, from our mirror only. */
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

/** `POST /billing/checkout` and `POST /billing/payment-methods`: the payment page to send the browser to. */
export interface CheckoutOpened {
  url: string;
}

/** `GET /dev/billing/checkout/{id}`: what the sandbox's checkout page shows. */
export interface SandboxCheckoutView {
  mode: 'subscription' | 'setup';
  status: 'open' | 'complete' | 'expired';
  plan: { name: string; interval: BillingInterval; amountCents: number } | null;
  cancelUrl: string;
}

/** `POST /dev/billing/checkout/{id}/pay`: where the provider would send the browser back. */
export interface SandboxPaid {
  successUrl: string;
}

/** `GET /dev/billing/invoices/{id}`: the sandbox's stand-in for a hosted invoice page. */
export interface SandboxInvoiceView {
  amountCents: number;
  currency: string;
  status: string;
  createdAt: number;
  description: string;
}
