import type { BillingView } from '../../../functions/features/billing/billing.schemas';
import { makeDefaultPaymentMethod, startCheckout } from '../../stores/billing';
import { FormMessage } from '../forms/Field';
import { brandName } from './card-brand';
import { useCommand } from './use-command';

/** Saved cards (brand, last four, expiry), the default one marked; add a card through Checkout. */
export function PaymentMethods({ view }: { view: BillingView }) {
  const { busy, notice, run } = useCommand();
  const addCard = () =>
    run(async () => {
      window.location.assign(await startCheckout());
    });

  return (
    <section className="card" aria-labelledby="cards-heading">
      <h2 id="cards-heading">Payment methods</h2>
      {view.paymentMethods.length === 0 ? (
        <p className="muted">No card on file.</p>
      ) : (
        <ul className="card-list">
          {view.paymentMethods.map((m) => {
            const name = `${brandName(m.brand)} ending in ${m.last4}`;
            return (
              <li key={m.id}>
                <span>
                  <strong>{name}</strong>{' '}
                  <span className="muted">
                    expires {String(m.expMonth).padStart(2, '0')}/{m.expYear}
                  </span>
                </span>
                {m.isDefault ? (
                  <span className="badge badge-verified">Default</span>
                ) : (
                  <button
                    type="button"
                    className="button button-small"
                    disabled={busy}
                    aria-label={`Make ${name} the default card`}
                    onClick={() => run(() => makeDefaultPaymentMethod(m.id), `${name} is now your default card.`)}
                  >
                    Make default
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <FormMessage kind={notice?.kind ?? 'success'}>{notice?.text}</FormMessage>
      <button type="button" className="button" disabled={busy || view.provider === null} onClick={addCard}>
        Add a card
      </button>
    </section>
  );
}
