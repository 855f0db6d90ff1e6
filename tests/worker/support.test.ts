import { describe, expect, it } from 'vitest';
import type { SupportRequestView } from '../../src/lib/support';
import { call, post } from './accounts';
import { subscribe } from './billing-helpers';
import { signedInUser } from './users';

const REQUEST = {
  category: 'technical',
  subject: 'Search misses a page',
  message: 'Searching for "reflexion" does not find the page I expected.',
};
const send = async (cookie: string, body: unknown = REQUEST) => post('/support/requests', body, { cookie });
const sent = async (cookie: string) => ((await (await send(cookie)).json()) as { request: SupportRequestView }).request;

describe('support requests and priority support', () => {
  it('are stored with the standard 24-hour target for Free and Pro accounts', async () => {
    const free = await signedInUser();
    const res = await send(free.cookie);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; request: SupportRequestView };
    expect(body.message).toBe("Support request submitted successfully! We'll get back to you soon.");
    expect(body.request).toMatchObject({ ...REQUEST, priority: false, status: 'open' });
    expect(body.request.respondBy - body.request.createdAt).toBe(24 * 3_600_000);
    const pro = await signedInUser();
    await subscribe(pro.cookie, 'pro');
    expect((await sent(pro.cookie)).priority).toBe(false);
  });

  it('are marked priority with a 2-hour target for Enterprise accounts, and listed for their owner only', async () => {
    const enterprise = await signedInUser();
    await subscribe(enterprise.cookie, 'enterprise');
    const request = await sent(enterprise.cookie);
    expect(request.priority).toBe(true);
    expect(request.respondBy - request.createdAt).toBe(2 * 3_600_000);
    expect(await (await call('/support/requests', { cookie: enterprise.cookie })).json()).toEqual({ requests: [request] });
    const other = await signedInUser();
    expect(await (await call('/support/requests', { cookie: other.cookie })).json()).toEqual({ requests: [] });
  });

  it('never takes priority from the client, and refuses bad input with field messages', async () => {
    const { cookie } = await signedInUser();
    const forged = await send(cookie, { ...REQUEST, priority: true });
    expect(forged.status).toBe(422);
    for (const body of [
      { ...REQUEST, category: 'urgent' },
      { ...REQUEST, subject: '' },
      { ...REQUEST, message: 'short' },
      { ...REQUEST, message: 'x'.repeat(5001) },
    ]) {
      const res = await send(cookie, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
    }
    expect(await (await call('/support/requests', { cookie })).json()).toEqual({ requests: [] });
    expect((await post('/support/requests', REQUEST)).status).toBe(401);
  });
});
