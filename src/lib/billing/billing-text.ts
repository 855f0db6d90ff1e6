// What the billing page says about an account's billing, as plain functions of its billing view:
// the page's module (src/islands/billing/billing-page.ts) draws these sentences, and the unit test
// pins them without a browser.
import type { BillingView } from '../../../functions/features/billing/billing.schemas';
import { formatDate, formatMoney } from '../format';
import type { BillingInterval } from './plans';
import { inForce } from './subscription';

type Invoice = BillingView['invoices'][number];
type Subscription = NonNullable<BillingView['subscription']>;

/** The badge of a subscription that is in force (a live one; see isLive). */
export const SUBSCRIPTION_STATUS_LABELS: Record<Subscription['status'], string> = {
  active: 'Active',
  cancelling: 'Ends at period end',
  past_due: 'Payment past due',
  cancelled: 'Ended',
  none: 'None',
};

const INVOICE_STATUS: Record<string, string> = { paid: 'Paid', open: 'Due', void: 'Void', uncollectible: 'Uncollectible', draft: 'Draft' };

/** An invoice's status as shown: a refund we made (a second subscription's payment) is said so. */
export function invoiceStatusText(invoice: Invoice): string {
  if (invoice.amountRefundedCents > 0) {
    return invoice.amountRefundedCents >= invoice.amountCents
      ? 'Refunded'
      : `Paid, ${formatMoney(invoice.amountRefundedCents, invoice.currency)} refunded`;
  }
  return INVOICE_STATUS[invoice.status] ?? invoice.status;
}

/** A subscription still in force (the rule of the plan in effect, ./subscription.ts). */
export const isLive = (sub: BillingView['subscription']): sub is Subscription => sub !== null && inForce(sub.status);

/** "month" or "year", for "$9.00 per month" and "$9.00 / month". */
export const periodWord = (interval: BillingInterval) => (interval === 'yearly' ? 'year' : 'month');

/** The end of the current period as written, or null when the provider gave none. */
export const periodEndText = (sub: BillingView['subscription']) => (sub?.currentPeriodEnd ? formatDate(sub.currentPeriodEnd) : null);

/** What a live subscription's next step is: when it renews or ends, or that its payment failed. */
export function subscriptionOutlook(sub: Subscription): string {
  if (sub.status === 'cancelling')
    return `Your subscription ends on ${periodEndText(sub)}; after that your account moves to Free and keeps everything it earned.`;
  if (sub.status === 'past_due') return 'The last payment failed. The payment provider will try again; check your default card.';
  return `Renews on ${periodEndText(sub)}.`;
}

/** A saved card as people say it: "Visa ending in 4242". */
const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };
export const cardName = (card: { brand: string; last4: string }) =>
  `${BRANDS[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1)} ending in ${card.last4}`;

/** A card's expiry as printed on it: "06/2033". */
export const cardExpiry = (card: { expMonth: number; expYear: number }) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
