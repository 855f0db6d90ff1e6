// A small stand-in for GitHub's and Google's OAuth endpoints, for the browser tests. It signs in
// one fixed person per provider, checks the client secret and the PKCE verifier like the real
// providers do, and listens only on 127.0.0.1. Started by playwright.config.ts.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 8811);

/** Must match the client credentials scripts/e2e-server.mjs gives the site. */
const CLIENTS = { github: ['e2e-github-client', 'e2e-github-secret'], google: ['e2e-google-client', 'e2e-google-secret'] };
const PEOPLE = {
  github: { id: 424242, name: 'Octo Tester', email: 'octo.tester@example.test' },
  google: { sub: 'google-777', given_name: 'Gia', family_name: 'Googler', email: 'gia.googler@example.test' },
};

const codes = new Map(); // code -> { provider, challenge, redirectUri }
const tokens = new Map(); // access token -> provider

const s256 = (verifier) => createHash('sha256').update(verifier).digest('base64url');
const send = (res, status, body, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const readBody = (req) =>
  new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

function authorize(provider, url, res) {
  const p = url.searchParams;
  const redirect = new URL(p.get('redirect_uri') ?? '');
  if (p.get('client_id') !== CLIENTS[provider][0] || p.get('code_challenge_method') !== 'S256' || !p.get('code_challenge')) {
    redirect.searchParams.set('error', 'invalid_request');
  } else {
    const code = randomBytes(16).toString('hex');
    codes.set(code, { provider, challenge: p.get('code_challenge'), redirectUri: p.get('redirect_uri') });
    redirect.searchParams.set('code', code);
  }
  redirect.searchParams.set('state', p.get('state') ?? '');
  res.writeHead(302, { location: redirect.toString() });
  res.end();
}

async function token(provider, req, res) {
  const body = new URLSearchParams(await readBody(req));
  const [id, secret] = CLIENTS[provider];
  const expectedAuth = `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
  const grant = codes.get(body.get('code') ?? '');
  codes.delete(body.get('code') ?? '');
  if (req.headers.authorization !== expectedAuth) return send(res, 401, { error: 'invalid_client' });
  if (
    !grant ||
    grant.provider !== provider ||
    grant.redirectUri !== body.get('redirect_uri') ||
    s256(body.get('code_verifier') ?? '') !== grant.challenge
  ) {
    return send(res, 400, { error: 'invalid_grant' });
  }
  const accessToken = randomBytes(16).toString('hex');
  tokens.set(accessToken, provider);
  send(res, 200, { access_token: accessToken, token_type: 'bearer', scope: 'read' });
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  const [, provider, ...rest] = url.pathname.split('/');
  const path = rest.join('/');
  if (url.pathname === '/health') return send(res, 200, { ok: true });
  if (provider !== 'github' && provider !== 'google') return send(res, 404, { error: 'not_found' });
  if (path === 'authorize' && req.method === 'GET') return authorize(provider, url, res);
  if (path === 'token' && req.method === 'POST') return token(provider, req, res);
  const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
  if (tokens.get(bearer) !== provider) return send(res, 401, { message: 'Bad credentials' });
  const person = PEOPLE[provider];
  if (provider === 'github' && path === 'api/user') return send(res, 200, { id: person.id, login: 'octo-tester', name: person.name });
  if (provider === 'github' && path === 'api/user/emails')
    return send(res, 200, [{ email: person.email, primary: true, verified: true, visibility: 'private' }]);
  if (provider === 'google' && path === 'userinfo')
    return send(res, 200, { ...person, name: `${person.given_name} ${person.family_name}`, email_verified: true });
  send(res, 404, { error: 'not_found' });
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
