import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { signedInUser } from './users';
import { deliver, eventRows, signed, subscribe } from './billing-helpers';

/**
 * An event's notification is stored with the event itself, and its mail and push go out after:
 * when sending fails, the delivery is answered with an error so the provider delivers the event
 * again, and that delivery (answered as a duplicate) still sends what was not sent.
 */
describe('billing webhook notifications (outbox)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a notification whose mail fails after its event is recorded is still delivered when the event is delivered again', async () => {
    const { id, cookie } = await signedInUser();
    await subscribe(cookie);
    const link = await env.DB.prepare('SELECT provider_customer_id AS customer FROM billing_customers WHERE user_id = ?')
      .bind(id)
      .first<{ customer: string }>();
    const email = `${id}@example.test`;
    const event = {
      id: `evt_${crypto.randomUUID()}`,
      object: 'event',
      type: 'invoice.payment_failed',
      created: Math.floor(Date.now() / 1000) + 30,
      data: {
        object: {
          id: `in_${crypto.randomUUID().slice(0, 12)}`,
          object: 'invoice',
          customer: link?.customer,
          amount_due: 900,
          amount_paid: 0,
          currency: 'usd',
          status: 'open',
          created: Math.floor(Date.now() / 1000),
        },
      },
    };
    const { payload, signature } = await signed(event);
    const failedMails = async () =>
      (
        await env.DB.prepare("SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ? AND subject LIKE 'Payment failed%'")
          .bind(email)
          .first<{ n: number }>()
      )?.n;

    // The mail provider (here the outbox table) refuses this user's mail for a while.
    const trigger = `mail_down_${id.replace(/[^a-z0-9]/gi, '_')}`;
    await env.DB.prepare(
      `CREATE TRIGGER ${trigger} BEFORE INSERT ON email_outbox WHEN NEW.to_address = '${email}' BEGIN SELECT RAISE(ABORT, 'mail down'); END`,
    ).run();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const first = await deliver(payload, signature);
      expect(first.status, 'the provider is asked to deliver the event again').toBeGreaterThanOrEqual(500);
      expect(logged).toHaveBeenCalled();
    } finally {
      await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
    }
    expect(await eventRows(event.id)).toBe(1);
    expect(await failedMails()).toBe(0);

    const again = await deliver(payload, signature);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await failedMails()).toBe(1);
    const notices = await env.DB.prepare("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND kind = 'payment_failed'")
      .bind(id)
      .first<{ n: number }>();
    expect(notices?.n).toBe(1);

    // A third delivery sends nothing more.
    await deliver(payload, signature);
    expect(await failedMails()).toBe(1);
  });
});
