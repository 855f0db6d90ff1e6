import { useState } from 'react';
import type { BillingView } from '../../../functions/features/billing/billing.schemas';
import { PLANS, type BillingInterval, type Plan } from '../../lib/billing/plans';
import { startCheckout } from '../../stores/billing';
import { FormMessage } from '../forms/Field';
import { formatMoney } from '../../lib/format';
import { useCommand } from './use-command';

/** The plans side by side with a monthly/yearly switch; choosing a paid plan opens Checkout. */
export function PlanPicker({ view }: { view: BillingView | null }) {
  const [interval, setInterval] = useState<BillingInterval>('monthly');
  const { busy, notice, run } = useCommand();
  const live = view?.subscription != null && view.subscription.status !== 'cancelled';

  const choose = (plan: Plan) =>
    run(async () => {
      const url = await startCheckout({ plan: plan.id as 'pro' | 'enterprise', interval });
      window.location.assign(url);
    });

  return (
    <section className="card" aria-labelledby="plans-heading">
      <h2 id="plans-heading">Plans</h2>
      <fieldset className="billing-interval">
        <legend>Billing period</legend>
        {(['monthly', 'yearly'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="interval" value={value} checked={interval === value} onChange={() => setInterval(value)} />{' '}
            {value === 'monthly' ? 'Monthly' : 'Yearly (two months free)'}
          </label>
        ))}
      </fieldset>
      <FormMessage kind={notice?.kind ?? 'success'}>{notice?.text}</FormMessage>
      <ul className="plan-grid">
        {PLANS.map((plan) => {
          const current = plan.id === view?.planInEffect;
          return (
            <li key={plan.id} className={`plan${plan.mostPopular ? ' plan-popular' : ''}`} aria-labelledby={`plan-${plan.id}`}>
              <h3 id={`plan-${plan.id}`}>
                {plan.name} {plan.mostPopular && <span className="badge badge-popular">Most popular</span>}
              </h3>
              <p className="plan-price">
                <strong>{formatMoney(plan.prices[interval] * 100)}</strong> / {interval === 'monthly' ? 'month' : 'year'}
              </p>
              <p className="muted">{plan.description}</p>
              <ul className="plan-features">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {current ? (
                <p className="plan-current">Your current plan</p>
              ) : plan.id === 'free' ? null : live ? (
                <p className="muted">To switch plans, cancel your current subscription; you can subscribe again once it ends.</p>
              ) : (
                <button
                  type="button"
                  className="button button-primary"
                  disabled={busy || !view || view.provider === null}
                  onClick={() => choose(plan)}
                >
                  Choose {plan.name}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
