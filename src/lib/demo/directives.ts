import { SECRET } from './world.ts';

/**
 * How the simulated model "reads" text: the naive agent obeys instructions it finds in any text,
 * the way real models tend to, after seeing through light disguises (look-alike letters, casing,
 * base64). Defences decide what happens to what it found; this module only finds it.
 */
export type Directive =
  | { action: 'send_email'; to: string; leaksSecret: boolean }
  | { action: 'fetch_url'; url: string }
  | { action: 'embed_url'; url: string }
  | { action: 'delete_events' }
  | { action: 'add_event'; title: string };

export interface Reading {
  directives: Directive[];
  /** The text dresses itself up as the operator ("[SYSTEM]", "developer:"), which marked data cannot always resist. */
  impersonatesOperator: boolean;
}

/** Cyrillic and Greek letters that look like Latin ones: a keyword filter sees different letters. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  х: 'x',
  у: 'y',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  α: 'a',
  ε: 'e',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  ν: 'v',
  κ: 'k',
  ι: 'i',
};

const MAX_READ = 4000;

/** The text as the model understands it: NFKC, look-alikes folded, lower case, base64 decoded alongside. */
export function understand(text: string): string {
  const folded = [...text.slice(0, MAX_READ).normalize('NFKC')]
    .map((ch) => LOOK_ALIKES[ch.toLowerCase()] ?? ch)
    .join('')
    .toLowerCase();
  const decoded = (text.slice(0, MAX_READ).match(/[A-Za-z0-9+/]{16,}={0,2}/g) ?? [])
    .map(decodeBase64)
    .filter((s): s is string => s !== null);
  return [folded, ...decoded.map((s) => s.toLowerCase())].join('\n');
}

function decodeBase64(token: string): string | null {
  try {
    const text = atob(token);
    return /^[\x20-\x7e\n]+$/.test(text) ? text : null;
  } catch {
    return null;
  }
}

const SECRET_WORDS = /\b(api key|secret|credentials?|token|password|access key|key)\b/;
const PLACEHOLDER = /\{[^}]*\}|<[^>]*>|\bapi_key\b|\bsecret\b/g;
const URL_PATTERN = /https?:\/\/[^\s)\]"']+/;
const EMAIL_PATTERN = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/;

/** Fills "{the api key}"-style placeholders with the secret the model can see, as a naive model would. */
const withSecret = (url: string) => url.replace(PLACEHOLDER, SECRET);

export function readInstructions(text: string): Reading {
  const understood = understand(text);
  const directives: Directive[] = [];
  for (const sentence of understood.split(/(?<=[.!?])\s+|\n+/)) {
    const email = EMAIL_PATTERN.exec(sentence)?.[0]?.replace(/\.+$/, '');
    const url = URL_PATTERN.exec(sentence)?.[0]?.replace(/[.,;:!?]+$/, '');
    const image = /!\[[^\]]*\]\((https?:\/\/[^\s)]+)\)/.exec(sentence)?.[1];
    if (email && /\b(send|forward|e-?mail|mail|transmit|pass along|share)\b/.test(sentence)) {
      directives.push({ action: 'send_email', to: email, leaksSecret: SECRET_WORDS.test(sentence) });
    } else if (image || (url && /\b(include|end|append|add)\b.*\b(answer|summary|reply|response)\b/.test(sentence))) {
      directives.push({ action: 'embed_url', url: withSecret((image ?? url)!) });
    } else if (url && /\b(open|visit|fetch|load|go to|request|call)\b/.test(sentence)) {
      directives.push({ action: 'fetch_url', url: withSecret(url) });
    } else if (/\b(delete|remove|clear|cancel)\b/.test(sentence) && /\b(events?|calendar|meetings?)\b/.test(sentence)) {
      directives.push({ action: 'delete_events' });
    } else if (/\b(add|put|schedule|book)\b/.test(sentence) && /\b(calendar|meeting)\b/.test(sentence)) {
      const title = /["“']([^"”']{1,80})["”']/.exec(sentence)?.[1] ?? 'meeting';
      directives.push({ action: 'add_event', title });
    }
  }
  return { directives, impersonatesOperator: /\[system\]|(^|\n)\s*system:|\bdeveloper:|new policy from the developer/.test(understood) };
}
