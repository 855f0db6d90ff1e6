import { describe, expect, it } from 'vitest';
import { encryptNotification } from '@block65/webcrypto-web-push';
import { fromBase64Url, openPushMessage } from '../worker/push-receiver';

/**
 * RFC 8291, Appendix A: the example push message and the receiving browser's keys. Opening the
 * published message with them checks the test receiver against the RFC; opening what the library
 * sends checks the library against the receiver. No part of the library is mocked.
 */
const RFC = {
  plaintext: 'When I grow up, I want to be a watermelon',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  message:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml' +
    'mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT' +
    'pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};
const receiver = { publicKey: RFC.uaPublic, privateKey: RFC.uaPrivate, auth: RFC.auth };
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/p1',
  expirationTime: null,
  keys: { p256dh: RFC.uaPublic, auth: RFC.auth },
};

describe('Web Push encryption (RFC 8291, aes128gcm)', () => {
  it('the test receiver opens the RFC 8291 example message to its text', async () => {
    expect(await openPushMessage(fromBase64Url(RFC.message), receiver)).toBe(RFC.plaintext);
  });

  it('a message the library encrypts opens in the browser to the same text', async () => {
    const text = JSON.stringify({ title: 'Level 2 reached', body: 'Keep going.', link: '/learning-hub' });
    const message = await encryptNotification(subscription, new TextEncoder().encode(text));
    expect(await openPushMessage(message, receiver)).toBe(text);
  });

  it('pads real messages to one constant size, so their length says nothing about the text', async () => {
    const short = await encryptNotification(subscription, new TextEncoder().encode('Hi'));
    const long = await encryptNotification(subscription, new TextEncoder().encode('x'.repeat(2000)));
    expect(short.byteLength).toBe(long.byteLength);
  });
});
