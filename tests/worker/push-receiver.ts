/**
 * The browser's side of Web Push encryption, written from RFC 8291 (section 3.4 and Appendix A)
 * and RFC 8188 for the tests: it opens an `aes128gcm` push message with the receiver's private key
 * and auth secret, the way a browser does before it shows the notification. Works in Node and in
 * workerd (Web Crypto only).
 */

const encoder = new TextEncoder();

export const fromBase64Url = (value: string) =>
  Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function concat(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

type Bytes = Uint8Array<ArrayBuffer>;

async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, length: number) {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, length * 8));
}

/** A browser's subscription keys: its P-256 key pair (public key uncompressed, private key `d`) and auth secret, base64url. */
export interface PushReceiver {
  publicKey: string;
  privateKey: string;
  auth: string;
}

/** Opens one push message body (a single aes128gcm record) and returns its text without padding. */
export async function openPushMessage(body: Uint8Array, receiver: PushReceiver): Promise<string> {
  const salt = body.slice(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const keyIdLength = body[20]!;
  const senderPublic = body.slice(21, 21 + keyIdLength);
  const ciphertext = body.slice(21 + keyIdLength);
  if (ciphertext.length > recordSize) throw new Error('More than one record: not what a push message of this site looks like.');

  const receiverPublic = fromBase64Url(receiver.publicKey);
  const curve = { name: 'ECDH', namedCurve: 'P-256' };
  const coordinates = {
    kty: 'EC',
    crv: 'P-256',
    x: toBase64Url(receiverPublic.slice(1, 33)),
    y: toBase64Url(receiverPublic.slice(33, 65)),
  };
  const privateKey = await crypto.subtle.importKey('jwk', { ...coordinates, d: receiver.privateKey }, curve, false, ['deriveBits']);
  const senderKey = await crypto.subtle.importKey('raw', senderPublic, curve, false, []);
  // Web Crypto's ECDH parameter is `public`; the Workers type definitions spell it differently.
  const ecdh = { name: 'ECDH', public: senderKey } as unknown as Parameters<SubtleCrypto['deriveBits']>[0];
  const shared = new Uint8Array(await crypto.subtle.deriveBits(ecdh, privateKey, 256));

  const ikm = await hkdf(fromBase64Url(receiver.auth), shared, concat(encoder.encode('WebPush: info\0'), receiverPublic, senderPublic), 32);
  const cek = await hkdf(salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const plain = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, ciphertext));
  // RFC 8188: the text, then the delimiter 2 (last record), then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('The record does not end with the last-record delimiter.');
  return new TextDecoder().decode(plain.slice(0, end));
}
