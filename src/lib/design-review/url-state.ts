import {
  AGENT_LINKS,
  APPROVALS,
  CAPABILITIES,
  DATA_CLASSES,
  EMPTY_SYSTEM,
  IDENTITIES,
  MAX_NAME_LENGTH,
  MAX_TOOLS,
  MEMORIES,
  OUTBOUND_CHANNELS,
  UNTRUSTED_SOURCES,
  type System,
  type Tool,
} from './system.ts';

/**
 * A system in a link: `?r=1.<payload>`, where 1 is the format version and the payload is
 * base64url of a JSON array [name, tools, lists, switches, choices]: tools as [name, bits],
 * the three lists (data, untrusted sources, outbound channels) and the yes/no answers as bit
 * masks, the four one-of answers as one digit each. A link that does not read back exactly
 * gives the empty form and a message, never an error.
 */
export const PARAM = 'r';
const VERSION = '1';
export const BAD_LINK = 'This review link could not be read (it may be cut short or edited), so the form starts empty.';
export const NEWER_LINK =
  'This review link was made by a newer version of the page, so the form starts empty. Reload the page and try again.';
/** The longest encoded review a link or a saved review may hold. */
export const MAX_ENCODED_LENGTH = 4000;

const LISTS = [...DATA_CLASSES, ...UNTRUSTED_SOURCES.map((u) => `in:${u}`), ...OUTBOUND_CHANNELS.map((o) => `out:${o}`)];
const SWITCHES = [
  'memoryShared',
  'memoryFromUntrusted',
  'bounded',
  'sandboxed',
  'thirdPartyTools',
  'multiUser',
  'auditLog',
  'highStakes',
] as const;
const CHOICES = [
  ['approval', APPROVALS],
  ['memory', MEMORIES],
  ['agents', AGENT_LINKS],
  ['identity', IDENTITIES],
] as const;

const mask = (on: readonly boolean[]) => on.reduce((n, b, i) => (b ? n | (1 << i) : n), 0);
const bit = (n: number, i: number) => (n & (1 << i)) !== 0;

/** The encoded form of a system (what follows `r=`). */
export function encodeSystem(s: System): string {
  const chosen = new Set<string>([...s.data, ...s.untrusted.map((u) => `in:${u}`), ...s.outbound.map((o) => `out:${o}`)]);
  const lists = mask(LISTS.map((k) => chosen.has(k)));
  const tools = s.tools.map((t) => [t.name, mask([...CAPABILITIES.map((c) => t.can.includes(c)), t.broad])]);
  const switches = mask(SWITCHES.map((k) => s[k]));
  const choices = CHOICES.map(([k, values]) => (values as readonly string[]).indexOf(s[k])).join('');
  return `${VERSION}.${toBase64Url(JSON.stringify([s.name, tools, lists, switches, choices]))}`;
}

/** Reads an encoded system; `problem` is a message for the reader when it could not be read. */
export function decodeSystem(encoded: string): { system: System; problem: string | null } {
  const bad = { system: EMPTY_SYSTEM, problem: BAD_LINK };
  if (encoded.length > MAX_ENCODED_LENGTH) return bad;
  const dot = encoded.indexOf('.');
  const version = dot < 0 ? '' : encoded.slice(0, dot);
  if (/^\d+$/.test(version) && Number(version) > Number(VERSION)) return { system: EMPTY_SYSTEM, problem: NEWER_LINK };
  if (version !== VERSION) return bad;
  let value: unknown;
  try {
    value = JSON.parse(fromBase64Url(encoded.slice(dot + 1)));
  } catch {
    return bad;
  }
  const system = readPayload(value);
  return system ? { system, problem: null } : bad;
}

/** The system in a query string: the empty form without a problem when the page was opened plain. */
export function readSystemFromSearch(search: string): { system: System; problem: string | null } {
  const encoded = new URLSearchParams(search).get(PARAM);
  return encoded === null ? { system: EMPTY_SYSTEM, problem: null } : decodeSystem(encoded);
}

function readPayload(value: unknown): System | null {
  if (!Array.isArray(value) || value.length !== 5) return null;
  const [name, rawTools, lists, switches, choices] = value as unknown[];
  if (typeof name !== 'string' || name.length > MAX_NAME_LENGTH) return null;
  if (!Array.isArray(rawTools) || rawTools.length > MAX_TOOLS) return null;
  if (!isMask(lists, LISTS.length) || !isMask(switches, SWITCHES.length)) return null;
  if (typeof choices !== 'string' || !/^\d{4}$/.test(choices)) return null;
  const tools: Tool[] = [];
  for (const raw of rawTools) {
    if (!Array.isArray(raw) || raw.length !== 2) return null;
    const [toolName, bits] = raw as unknown[];
    if (typeof toolName !== 'string' || toolName.length > MAX_NAME_LENGTH || !isMask(bits, CAPABILITIES.length + 1)) return null;
    tools.push({ name: toolName, can: CAPABILITIES.filter((_, i) => bit(bits, i)), broad: bit(bits, CAPABILITIES.length) });
  }
  const on = (k: string) => bit(lists, LISTS.indexOf(k));
  const system: System = {
    ...EMPTY_SYSTEM,
    name,
    tools,
    data: DATA_CLASSES.filter(on),
    untrusted: UNTRUSTED_SOURCES.filter((u) => on(`in:${u}`)),
    outbound: OUTBOUND_CHANNELS.filter((o) => on(`out:${o}`)),
    ...Object.fromEntries(SWITCHES.map((k, i) => [k, bit(switches, i)])),
  };
  for (const [i, [key, values]] of CHOICES.entries()) {
    const picked = values[Number(choices[i])];
    if (picked === undefined) return null;
    Object.assign(system, { [key]: picked });
  }
  return system;
}

const isMask = (n: unknown, bits: number): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) < 2 ** bits;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
