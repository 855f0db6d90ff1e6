import { useRef } from 'react';
import type { BillingView } from '../../../functions/features/billing/billing.schemas';
import { findPlan } from '../../lib/billing/plans';
import { advanceSandboxClock, cancelSubscription, reactivateSubscription } from '../../stores/billing';
import { FormMessage } from '../forms/Field';
import { formatDate, formatMoney } from '../../lib/format';
import { useCommand } from './use-command';

const STATUS_LABELS = {
  active: 'Active',
  cancelling: 'Ends at period end',
  past_due: 'Payment past due',
  cancelled: 'Ended',
  none: 'None',
};

/** The plan in effect, its status and dates, and cancel (with a confirmation) or reactivate. */
export function CurrentPlan({ view }: { view: BillingView }) {
  const { busy, notice, run } = useCommand();
  const dialog = useRef<HTMLDialogElement>(null);
  const plan = findPlan(view.planInEffect)!;
  const sub = view.subscription;
  const live = sub !== null && sub.status !== 'cancelled' && sub.status !== 'none';
  const end = sub?.currentPeriodEnd ? formatDate(sub.currentPeriodEnd) : null;

  async function confirmCancel() {
    dialog.current?.close();
    await run(cancelSubscription, `Your subscription is cancelled. You keep ${plan.name} until ${end}.`);
  }

  return (
    <section className="card billing-current" aria-labelledby="current-plan-heading">
      <h2 id="current-plan-heading">Current plan</h2>
      <p className="billing-plan-name">
        <strong>{plan.name}</strong>
        {live && <span className={`badge billing-status-${sub.status}`}>{STATUS_LABELS[sub.status]}</span>}
      </p>
      {live && sub.interval && (
        <p>
          {formatMoney(plan.prices[sub.interval] * 100)} per {sub.interval === 'yearly' ? 'year' : 'month'}.{' '}
          {sub.status === 'cancelling'
            ? `Your subscription ends on ${end}; after that your account moves to Free and keeps everything it earned.`
            : sub.status === 'past_due'
              ? 'The last payment failed. The payment provider will try again; check your default card.'
              : `Renews on ${end}.`}
        </p>
      )}
      {!live && (
        <p className="muted">
          {sub?.status === 'cancelled' ? 'Your paid subscription has ended. ' : ''}
          Everything on the site is free; a paid plan adds {plan.id === 'free' ? 'certificates and priority support' : 'more'}.
        </p>
      )}
      <FormMessage kind={notice?.kind ?? 'success'}>{notice?.text}</FormMessage>
      <div className="button-row">
        {live && sub.status !== 'cancelling' && (
          <button type="button" className="button" disabled={busy} onClick={() => dialog.current?.showModal()}>
            Cancel subscription
          </button>
        )}
        {sub?.status === 'cancelling' && (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => run(reactivateSubscription, `Your ${plan.name} subscription will renew on ${end}.`)}
          >
            Reactivate subscription
          </button>
        )}
        {view.provider === 'sandbox' && live && (
          <button
            type="button"
            className="button button-small"
            disabled={busy}
            onClick={() => run(advanceSandboxClock, 'The sandbox clock moved to the end of the period.')}
          >
            Sandbox: move to the end of this period
          </button>
        )}
      </div>
      <dialog ref={dialog} className="card billing-dialog" aria-labelledby="cancel-heading" aria-describedby="cancel-text">
        <h2 id="cancel-heading">Cancel your {plan.name} subscription?</h2>
        <p id="cancel-text">
          You keep {plan.name} until {end}. After that your account moves to the Free plan: your progress, XP and achievements stay. Nothing
          more is charged.
        </p>
        <div className="button-row">
          <button type="button" className="button button-primary" autoFocus onClick={() => dialog.current?.close()}>
            Keep Subscription
          </button>
          <button type="button" className="button button-danger" onClick={confirmCancel}>
            Cancel subscription
          </button>
        </div>
      </dialog>
    </section>
  );
}
