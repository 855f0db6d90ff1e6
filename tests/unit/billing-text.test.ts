import { describe, expect, it } from 'vitest';
import { cardExpiry, cardName, invoiceStatusText, isLive, periodEndText, subscriptionOutlook } from '../../src/lib/billing/billing-text';

const invoice = (status: string, amountCents = 900, amountRefundedCents = 0) => ({
  id: 'in_1',
  amountCents,
  amountRefundedCents,
  currency: 'usd',
  status,
  hostedUrl: null,
  createdAt: 0,
});
// 1 December 2026, 00:00 UTC.
const END = Date.UTC(2026, 11, 1);
const sub = (status: 'active' | 'cancelling' | 'past_due' | 'cancelled' | 'none') => ({
  plan: 'pro' as const,
  interval: 'monthly' as const,
  status,
  currentPeriodEnd: END,
});

describe('billing page sentences', () => {
  it("names an invoice's status, and a refund in full or in part", () => {
    expect(invoiceStatusText(invoice('paid'))).toBe('Paid');
    expect(invoiceStatusText(invoice('open'))).toBe('Due');
    expect(invoiceStatusText(invoice('something_new'))).toBe('something_new');
    expect(invoiceStatusText(invoice('paid', 900, 900))).toBe('Refunded');
    expect(invoiceStatusText(invoice('paid', 900, 300))).toBe('Paid, $3.00 refunded');
  });

  it('counts a subscription as live while it renews, ends at period end or waits on a payment', () => {
    expect(isLive(null)).toBe(false);
    expect(isLive(sub('none'))).toBe(false);
    expect(isLive(sub('cancelled'))).toBe(false);
    expect(['active', 'cancelling', 'past_due'].every((s) => isLive(sub(s as 'active')))).toBe(true);
  });

  it("says what comes next for a live subscription, with its period's end", () => {
    expect(periodEndText(sub('active'))).toBe('December 1, 2026');
    expect(periodEndText({ ...sub('active'), currentPeriodEnd: null })).toBeNull();
    expect(subscriptionOutlook(sub('active'))).toBe('Renews on December 1, 2026.');
    expect(subscriptionOutlook(sub('cancelling'))).toBe(
      'Your subscription ends on December 1, 2026; after that your account moves to Free and keeps everything it earned.',
    );
    expect(subscriptionOutlook(sub('past_due'))).toMatch(/^The last payment failed\./);
  });

  it('writes a card as people say it, with its expiry as printed', () => {
    expect(cardName({ brand: 'visa', last4: '4242' })).toBe('Visa ending in 4242');
    expect(cardName({ brand: 'amex', last4: '0005' })).toBe('American Express ending in 0005');
    expect(cardName({ brand: 'jcb', last4: '0000' })).toBe('Jcb ending in 0000');
    expect(cardExpiry({ expMonth: 6, expYear: 2033 })).toBe('06/2033');
  });
});
