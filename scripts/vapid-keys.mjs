// VAPID key pairs (RFC 8292) for Web Push, made with Web Crypto (P-256): the public key as an
// uncompressed point and the private key as its `d`, both base64url, as the Worker reads them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export async function newVapidKeys() {
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const publicKey = Buffer.from(await crypto.subtle.exportKey('raw', keys.publicKey)).toString('base64url');
  const { d: privateKey } = await crypto.subtle.exportKey('jwk', keys.privateKey);
  return { publicKey, privateKey };
}

/** The local server's own key pair: made once and kept beside the local database (never committed). */
const DEV_KEYS_FILE = '.wrangler/state/dev-push-keys.json';
const DEV_SUBJECT = 'mailto:push@agent-atlas.localhost';

/**
 * The `--var` arguments that give the local server push keys, so push works there end to end:
 * the VAPID_* variables of the environment when all three are set; none when the build's
 * `.dev.vars` sets them (the developer's own keys); otherwise the kept development pair, made on
 * first use. Production never uses this: it needs keys set with wrangler (README, Deploying).
 */
export async function devPushVars(devVarsFile = 'dist/server/.dev.vars') {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = process.env;
  let vars;
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY && VAPID_SUBJECT) {
    vars = { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT };
  } else if (existsSync(devVarsFile) && /^\s*VAPID_PUBLIC_KEY\s*=/m.test(readFileSync(devVarsFile, 'utf8'))) {
    return [];
  } else {
    if (!existsSync(DEV_KEYS_FILE)) {
      mkdirSync(dirname(DEV_KEYS_FILE), { recursive: true });
      writeFileSync(DEV_KEYS_FILE, `${JSON.stringify(await newVapidKeys(), null, 2)}\n`, { mode: 0o600 });
    }
    const { publicKey, privateKey } = JSON.parse(readFileSync(DEV_KEYS_FILE, 'utf8'));
    vars = { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: VAPID_SUBJECT ?? DEV_SUBJECT };
  }
  return Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
}
