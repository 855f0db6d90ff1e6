import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $billing, loadBilling } from '../../stores/billing';
import { FormMessage } from '../forms/Field';
import { useSignedInUser } from '../account/use-signed-in-user';
import { BillingHistory } from './BillingHistory';
import { CurrentPlan } from './CurrentPlan';
import { PaymentMethods } from './PaymentMethods';
import { PlanPicker } from './PlanPicker';

/** What the address says after a return from Checkout, as a message; the address is then cleaned. */
const RETURN_MESSAGES: Record<string, { kind: 'success' | 'error'; text: string }> = {
  'checkout=success': { kind: 'success', text: 'Payment received. Your subscription is active.' },
  'checkout=cancelled': { kind: 'error', text: 'Checkout was cancelled. Nothing was charged.' },
  'card=added': { kind: 'success', text: 'Your card was added.' },
  'card=cancelled': { kind: 'error', text: 'Adding a card was cancelled. Nothing changed.' },
};

/** The billing page: current plan, plans, cards and invoices, all from the site's own records. */
export default function BillingPage() {
  const user = useSignedInUser();
  const billing = useStore($billing);
  const [returned, setReturned] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    const key = window.location.search.slice(1);
    if (RETURN_MESSAGES[key]) {
      setReturned(RETURN_MESSAGES[key]);
      history.replaceState(history.state, '', window.location.pathname);
    }
  }, []);
  useEffect(() => {
    if (user) void loadBilling();
  }, [user?.id]);

  // The plans are the same for everyone, so they are drawn in the first paint; the account's own
  // sections follow once its billing has loaded.
  const view = user && billing.status === 'ready' ? billing.data : null;
  return (
    <div className="billing">
      {returned && <FormMessage kind={returned.kind}>{returned.text}</FormMessage>}
      {billing.status === 'error' && <FormMessage kind="error">{billing.error}</FormMessage>}
      {view?.provider === null && (
        <FormMessage kind="error">Payments are not set up on this site yet. Everything free stays available.</FormMessage>
      )}
      {view ? (
        <CurrentPlan view={view} />
      ) : (
        billing.status !== 'error' && (
          // The same card, waiting: its reserved height keeps the plans below from moving when it fills.
          <section className="card billing-current" aria-labelledby="current-plan-heading">
            <h2 id="current-plan-heading">Current plan</h2>
            <p className="muted" role="status">
              Loading your billing…
            </p>
          </section>
        )
      )}
      <PlanPicker view={view} />
      {view && <PaymentMethods view={view} />}
      {view && <BillingHistory view={view} />}
    </div>
  );
}
