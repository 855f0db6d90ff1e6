import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiRequestError, issuesByField } from '../../src/lib/api-client';

afterEach(() => vi.unstubAllGlobals());

const respond = (body: string, init: ResponseInit) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, init)),
  );

describe('apiRequest', () => {
  it('sends credentials and a JSON content type, with the body as JSON', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest<{ ok: boolean }>('/profile', { method: 'PATCH', body: { bio: 'Hi' } });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/profile');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"bio":"Hi"}');
  });

  it("uses the server's message when there is one", async () => {
    respond(JSON.stringify({ message: 'The email or password is not correct.', code: 'invalid_credentials' }), {
      status: 401,
      statusText: 'Unauthorized',
    });
    const error = (await apiRequest('/auth/login').catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe('The email or password is not correct.');
    expect(error.status).toBe(401);
    expect(error.code).toBe('invalid_credentials');
  });

  it("falls back to 'API Error: {status} {statusText}' without a message", async () => {
    respond('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' });
    await expect(apiRequest('/health')).rejects.toThrow('API Error: 502 Bad Gateway');
    respond('{"code":"x"}', { status: 500, statusText: 'Internal Server Error' });
    const error = (await apiRequest('/health').catch((e: unknown) => e)) as ApiRequestError;
    expect(error.message).toBe('API Error: 500 Internal Server Error');
    expect(error.serverMessage).toBeUndefined();
  });

  it('keeps the field issues of a 422', async () => {
    respond(
      JSON.stringify({
        message: 'Some fields are missing or invalid.',
        code: 'validation_failed',
        issues: [{ path: 'email', message: 'Enter a valid email address.' }],
      }),
      { status: 422 },
    );
    const error = await apiRequest('/auth/register').catch((e: unknown) => e);
    expect(issuesByField(error)).toEqual({ email: 'Enter a valid email address.' });
  });
});
