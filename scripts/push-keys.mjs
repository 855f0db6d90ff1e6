// Prints a new VAPID key pair (RFC 8292) for Web Push: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
// (a secret) from it, and VAPID_SUBJECT to a mailto: or https: contact. Uses Web Crypto (P-256).
const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
const publicKey = Buffer.from(await crypto.subtle.exportKey('raw', keys.publicKey)).toString('base64url');
const { d } = await crypto.subtle.exportKey('jwk', keys.privateKey);
console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${d}`);
