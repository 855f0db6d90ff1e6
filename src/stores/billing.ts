import { atom, task } from 'nanostores';
import type {
  BillingView,
  CheckoutChoice,
  CheckoutOpened,
  SandboxCheckoutView,
  SandboxInvoiceView,
  SandboxPaid,
  TestCard,
} from '../../functions/features/billing/billing.schemas';
import { apiRequest } from '../lib/api-client';
import { loadInto, type Loaded } from './loaded';

// The signed-in user's billing and every call that reads or changes it. Commands answer with the
// new billing view, which replaces the shown one; checkouts answer with the page to go to.

export const $billing = atom<Loaded<BillingView>>({ status: 'loading' });

export const loadBilling = () => loadInto($billing, () => apiRequest<BillingView>('/billing'));

const command = (path: string) =>
  task(async () => {
    $billing.set({ status: 'ready', data: await apiRequest<BillingView>(path, { method: 'POST', body: {} }) });
  });

export const cancelSubscription = () => command('/billing/cancel');
export const reactivateSubscription = () => command('/billing/reactivate');
export const makeDefaultPaymentMethod = (id: string) => command(`/billing/payment-methods/${encodeURIComponent(id)}/default`);
/** Sandbox only: moves the subscription to the end of its period. */
export const advanceSandboxClock = () => command('/dev/billing/clock/advance');

/** Starts Checkout for a plan (or, without one, to add a card); resolves to the page to open. */
export function startCheckout(plan?: CheckoutChoice): Promise<string> {
  return task(async () => {
    const { url } = await apiRequest<CheckoutOpened>(plan ? '/billing/checkout' : '/billing/payment-methods', {
      method: 'POST',
      body: plan ?? {},
    });
    return url;
  });
}

// ---- The sandbox's checkout page (development only) ---------------------------------------------

export const loadSandboxCheckout = (id: string) =>
  task(() => apiRequest<SandboxCheckoutView>(`/dev/billing/checkout/${encodeURIComponent(id)}`));
export const loadSandboxInvoice = (id: string) =>
  task(() => apiRequest<SandboxInvoiceView>(`/dev/billing/invoices/${encodeURIComponent(id)}`));
export const payWithTestCard = (id: string, card: TestCard) =>
  task(() => apiRequest<SandboxPaid>(`/dev/billing/checkout/${encodeURIComponent(id)}/pay`, { method: 'POST', body: card }));
