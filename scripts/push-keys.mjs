// Prints a new VAPID key pair (RFC 8292) for Web Push: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
// (a secret) from it, and VAPID_SUBJECT to a mailto: or https: contact. Uses Web Crypto (P-256).
// `npm start` makes and keeps a pair of its own for the local server (scripts/vapid-keys.mjs).
import { newVapidKeys } from './vapid-keys.mjs';

const { publicKey, privateKey } = await newVapidKeys();
console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}`);
