import { useEffect, useState, type FormEvent } from 'react';
import { ApiRequestError, errorMessage } from '../../lib/api-client';
import type { SandboxCheckoutView, SandboxInvoiceView } from '../../../functions/features/billing/billing.schemas';
import { loadSandboxCheckout, loadSandboxInvoice, payWithTestCard } from '../../stores/billing';
import { Field, FormMessage } from '../forms/Field';
import { useSignedInUser } from '../account/use-signed-in-user';
import { formatDate, formatMoney } from '../../lib/format';

/**
 * The local sandbox's stand-in for Stripe Checkout (development only): pay for a plan or save a
 * card with a test card, or view a sandbox invoice. Opened as `?session=` or `?invoice=`.
 */
export default function DevCheckout() {
  const user = useSignedInUser();
  const [params] = useState(() => new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search));
  const session = params.get('session');
  const invoice = params.get('invoice');
  if (!user) return <p className="muted">Loading…</p>;
  if (invoice) return <InvoiceView id={invoice} />;
  if (session) return <CheckoutForm id={session} />;
  return <FormMessage kind="error">This page needs a checkout or an invoice in its address.</FormMessage>;
}

function CheckoutForm({ id }: { id: string }) {
  const [checkout, setCheckout] = useState<SandboxCheckoutView | null>(null);
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [card, setCard] = useState({ number: '', expiry: '' });

  useEffect(() => {
    loadSandboxCheckout(id).then(setCheckout, (err) => setError(errorMessage(err)));
  }, [id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
    if (!expiry) {
      setFieldErrors({ expiry: 'Enter the expiry as MM/YY, like 12/34.' });
      return;
    }
    setFieldErrors({});
    const year = Number(expiry[2]);
    setBusy(true);
    try {
      const { successUrl } = await payWithTestCard(id, {
        number: card.number,
        expMonth: Number(expiry[1]),
        expYear: year < 100 ? 2000 + year : year,
      });
      window.location.assign(successUrl);
    } catch (err) {
      if (err instanceof ApiRequestError && err.issues.length > 0) {
        setFieldErrors(Object.fromEntries(err.issues.map((i) => [i.path === 'number' ? 'number' : 'expiry', i.message])));
      } else setError(errorMessage(err));
      setBusy(false);
    }
  }

  if (!checkout) return error ? <FormMessage kind="error">{error}</FormMessage> : <p className="muted">Loading the checkout…</p>;
  if (checkout.status === 'complete') return <FormMessage kind="success">This checkout is complete.</FormMessage>;
  if (checkout.status === 'expired') {
    return (
      <FormMessage kind="error">This checkout was replaced by a newer one and can no longer be paid. Nothing was charged.</FormMessage>
    );
  }
  const what = checkout.plan
    ? `${checkout.plan.name}, ${formatMoney(checkout.plan.amountCents)} per ${checkout.plan.interval === 'yearly' ? 'year' : 'month'}`
    : 'Save a card for future payments';
  return (
    <section className="card" aria-labelledby="checkout-heading">
      <h2 id="checkout-heading">{what}</h2>
      <p className="muted">
        Test cards: 4242 4242 4242 4242 (Visa) and 5555 5555 5555 4444 (Mastercard) succeed; 4000 0000 0000 0002 is declined. Any future
        expiry date.
      </p>
      <form onSubmit={submit} noValidate>
        <Field
          id="card-number"
          label="Card number"
          inputMode="numeric"
          autoComplete="off"
          value={card.number}
          onChange={(e) => setCard({ ...card, number: e.target.value })}
          error={fieldErrors.number}
        />
        <Field
          id="card-expiry"
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="off"
          value={card.expiry}
          onChange={(e) => setCard({ ...card, expiry: e.target.value })}
          error={fieldErrors.expiry}
        />
        <FormMessage kind="error">{error}</FormMessage>
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={busy}>
            {checkout.plan ? `Pay ${formatMoney(checkout.plan.amountCents)}` : 'Save card'}
          </button>
          <a className="button" href={checkout.cancelUrl}>
            Cancel and go back
          </a>
        </div>
      </form>
    </section>
  );
}

function InvoiceView({ id }: { id: string }) {
  const [invoice, setInvoice] = useState<SandboxInvoiceView | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    loadSandboxInvoice(id).then(setInvoice, (err) => setError(errorMessage(err)));
  }, [id]);
  if (!invoice) return error ? <FormMessage kind="error">{error}</FormMessage> : <p className="muted">Loading the invoice…</p>;
  return (
    <section className="card" aria-labelledby="invoice-heading">
      <h2 id="invoice-heading">Invoice of {formatDate(invoice.createdAt)}</h2>
      <dl className="facts">
        <dt>For</dt>
        <dd>{invoice.description}</dd>
        <dt>Amount</dt>
        <dd>{formatMoney(invoice.amountCents, invoice.currency)}</dd>
        <dt>Status</dt>
        <dd>{invoice.status === 'paid' ? 'Paid' : invoice.status}</dd>
      </dl>
      <p>
        <a href="/billing">Back to billing</a>
      </p>
    </section>
  );
}
