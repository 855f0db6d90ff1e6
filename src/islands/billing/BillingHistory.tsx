import type { BillingView } from '../../../functions/features/billing/billing.schemas';
import { formatDate, formatMoney } from '../../lib/format';

const STATUS: Record<string, string> = { paid: 'Paid', open: 'Due', void: 'Void', uncollectible: 'Uncollectible', draft: 'Draft' };

/** The status shown: a refund we made (a second subscription's payment) is said so. */
function statusOf(invoice: BillingView['invoices'][number]) {
  if (invoice.amountRefundedCents > 0) {
    return invoice.amountRefundedCents >= invoice.amountCents
      ? 'Refunded'
      : `Paid, ${formatMoney(invoice.amountRefundedCents, invoice.currency)} refunded`;
  }
  return STATUS[invoice.status] ?? invoice.status;
}

/** Invoices, newest first, each with the provider's hosted copy. */
export function BillingHistory({ view }: { view: BillingView }) {
  return (
    <section className="card" aria-labelledby="history-heading">
      <h2 id="history-heading">Billing history</h2>
      {view.invoices.length === 0 ? (
        <p className="muted">No invoices yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="billing-history">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Invoice</th>
              </tr>
            </thead>
            <tbody>
              {view.invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td>{formatDate(invoice.createdAt)}</td>
                  <td>{formatMoney(invoice.amountCents, invoice.currency)}</td>
                  <td>{statusOf(invoice)}</td>
                  <td>
                    {invoice.hostedUrl ? (
                      <a href={invoice.hostedUrl}>
                        View invoice<span className="visually-hidden"> of {formatDate(invoice.createdAt)}</span>
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
