import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { signedInUser } from './users';
import { visit } from './site';

const ISSUED = Date.UTC(2026, 10, 30, 23, 30); // 30 November 2026, 23:30 UTC
const TITLE = 'Agents & "tools" <b>safely</b>';

async function certificate(revokedAt: number | null = null) {
  const { id: userId } = await signedInUser();
  const id = Array.from(crypto.getRandomValues(new Uint8Array(26)), (b) => 'abcdefghijklmnopqrstuvwxyz234567'[b % 32]).join('');
  await env.DB.prepare(
    `INSERT INTO certificates (id, user_id, journey_id, holder_name, journey_title, completed_at, issued_at, revoked_at)
     VALUES (?, ?, 'agent-foundations', 'Ada Lovelace', ?, ?, ?, ?)`,
  )
    .bind(id, userId, TITLE, ISSUED - 60_000, ISSUED, revokedAt)
    .run();
  return id;
}

/** The "Add to LinkedIn" link of a drawn certificate page, or null when it has none. */
async function linkedInLink(res: Response): Promise<URL | null> {
  const html = await res.text();
  const href = /<a data-certificate-field="linkedin" href="([^"]*)"/.exec(html)?.[1];
  return href === undefined
    ? null
    : new URL(
        href
          .replace(/&amp;/g, '&')
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>'),
      );
}

describe('the certificate page offers "Add to LinkedIn"', () => {
  it("with the certificate's name, issuer, issue year and month, credential id and public address filled in", async () => {
    const id = await certificate();
    const url = await linkedInLink(await visit(`/certificates/${id}`, {}, { SITE_URL: 'https://atlas.example/' }));
    expect(url?.origin).toBe('https://www.linkedin.com');
    expect(url?.pathname).toBe('/profile/add');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: `${TITLE} (Learning Hub journey)`,
      organizationName: 'Agent Atlas',
      issueYear: '2026',
      issueMonth: '11',
      certId: id,
      certUrl: `https://atlas.example/certificates/${id}`,
    });
  });

  it('links to the configured address only, never one taken from the request', async () => {
    const id = await certificate();
    const url = await linkedInLink(
      await visit(`/certificates/${id}`, { headers: { host: 'evil.example' } }, { SITE_URL: 'https://atlas.example' }),
    );
    expect(url?.searchParams.get('certUrl')).toBe(`https://atlas.example/certificates/${id}`);
    // Production without a configured address offers no link rather than a wrong one.
    const bare = await visit(`/certificates/${id}`, {}, { APP_ENV: 'production', SITE_URL: '' });
    expect(bare.status).toBe(200);
    expect(await linkedInLink(bare)).toBeNull();
  });

  it('keeps the credential id the same on every visit, and offers nothing for a revoked certificate', async () => {
    const id = await certificate();
    const first = await linkedInLink(await visit(`/certificates/${id}`));
    const again = await linkedInLink(await visit(`/certificates/${id}`));
    expect(first?.searchParams.get('certId')).toBe(id);
    expect(again?.toString()).toBe(first?.toString());
    const revoked = await certificate(ISSUED + 1000);
    const res = await visit(`/certificates/${revoked}`);
    expect(res.status).toBe(200);
    expect(await linkedInLink(res)).toBeNull();
  });
});
