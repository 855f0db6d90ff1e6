import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptNotification } from '@block65/webcrypto-web-push';

/**
 * RFC 8291, Appendix A: the example push message, with every input the sender chooses (salt and
 * application server key pair) fixed, so the library's aes128gcm encryption can be compared with
 * the published message byte for byte, without a push service.
 */
const RFC = {
  plaintext: 'When I grow up, I want to be a watermelon',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  message:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml' +
    'mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT' +
    'pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

const bytes = (b64url: string) => new Uint8Array(Buffer.from(b64url, 'base64url'));
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

/** The application server's key pair of the example, as Web Crypto keys. */
async function exampleServerKeys(): Promise<CryptoKeyPair> {
  const pub = bytes(RFC.asPublic);
  const jwk = { kty: 'EC', crv: 'P-256', x: b64url(pub.slice(1, 33)), y: b64url(pub.slice(33, 65)) };
  const algorithm = { name: 'ECDH', namedCurve: 'P-256' };
  return {
    privateKey: await crypto.subtle.importKey('jwk', { ...jwk, d: RFC.asPrivate }, algorithm, true, ['deriveBits']),
    publicKey: await crypto.subtle.importKey('jwk', jwk, algorithm, true, []),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('Web Push encryption (RFC 8291, aes128gcm)', () => {
  it('produces the RFC 8291 example message byte for byte', async () => {
    const keys = await exampleServerKeys();
    const salt = bytes(RFC.salt);
    vi.spyOn(crypto, 'getRandomValues').mockImplementationOnce((array) => {
      (array as Uint8Array).set(salt);
      return array;
    });
    vi.spyOn(crypto.subtle, 'generateKey').mockResolvedValueOnce(keys);
    const subscription = { endpoint: 'https://push.example.net/p/1', expirationTime: null, keys: { p256dh: RFC.uaPublic, auth: RFC.auth } };
    const message = await encryptNotification(subscription, new TextEncoder().encode(RFC.plaintext), { pad: false });
    expect(b64url(message)).toBe(RFC.message);
  });

  it('pads real messages to one constant size, so their length says nothing about the text', async () => {
    const subscription = { endpoint: 'https://push.example.net/p/1', expirationTime: null, keys: { p256dh: RFC.uaPublic, auth: RFC.auth } };
    const short = await encryptNotification(subscription, new TextEncoder().encode('Hi'));
    const long = await encryptNotification(subscription, new TextEncoder().encode('x'.repeat(2000)));
    expect(short.byteLength).toBe(long.byteLength);
  });
});
