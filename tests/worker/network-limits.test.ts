import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createApp } from '../../functions/app';
import { AUTH_LIMITS } from '../../functions/features/auth/auth-limits';
import { ORIGIN, requestApp } from './helpers';

/** A random /64 under the documentation prefix, as four groups. */
const randomPrefix = () => `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
const randomInterface = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 0xffff).toString(16)).join(':');

describe('rate limits count an IPv6 client by its /64', () => {
  // Mid-window, so every request of a test falls in one window.
  const app = createApp({ clock: () => Date.UTC(2026, 5, 1, 12, 5, 0) });
  const reset = (ip: string) =>
    requestApp(
      app,
      `${ORIGIN}/api/v1/auth/reset-password`,
      {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': ip },
        body: '{}',
      },
      env,
    );

  it('two addresses in one /64 share a bucket, however they are written; another /64 has its own', async () => {
    const prefix = randomPrefix();
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMITS.resetPerIp.max; i++) {
      const address = i % 2 === 0 ? `${prefix}:${randomInterface()}` : `${prefix.toUpperCase()}::${i + 1}%eth0`;
      statuses.push((await reset(address)).status);
    }
    expect(statuses.every((s) => s === 422)).toBe(true); // counted, then refused for the empty body
    const refused = await reset(`${prefix}:${randomInterface()}`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'rate_limited' });
    const [a, b, c, d] = prefix.split(':');
    const neighbour = `${a}:${b}:${c}:${(parseInt(d!, 16) ^ 1).toString(16)}::1`;
    expect((await reset(neighbour)).status).toBe(422);
  });

  it('an IPv4-mapped IPv6 address shares the bucket of the IPv4 address it carries', async () => {
    const ipv4 = `203.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < AUTH_LIMITS.resetPerIp.max; i++) expect((await reset(i % 2 ? ipv4 : `::ffff:${ipv4}`)).status).toBe(422);
    expect((await reset(`::FFFF:${ipv4}`)).status).toBe(429);
  });
});
