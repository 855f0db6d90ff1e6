/**
 * The description of an agent system that a design review reads: what the short form on
 * /design-review asks. Pure data; the rules (rules.ts) read nothing else.
 */

export const CAPABILITIES = ['read', 'write', 'send', 'execute', 'spend'] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const DATA_CLASSES = ['public', 'internal', 'personal', 'secrets'] as const;
type DataClass = (typeof DATA_CLASSES)[number];

export const UNTRUSTED_SOURCES = ['web', 'email', 'documents', 'agents', 'users'] as const;
type UntrustedSource = (typeof UNTRUSTED_SOURCES)[number];

export const OUTBOUND_CHANNELS = ['email', 'http', 'render'] as const;
type OutboundChannel = (typeof OUTBOUND_CHANNELS)[number];

export const APPROVALS = ['none', 'risky', 'all'] as const;
export const MEMORIES = ['none', 'session', 'persistent'] as const;
export const AGENT_LINKS = ['none', 'authenticated', 'unauthenticated'] as const;
export const IDENTITIES = ['user', 'service'] as const;

/** One tool the agent can call. */
export interface Tool {
  name: string;
  can: Capability[];
  /** The tool can do more than the task needs (a whole shell for running tests, write access to every repository). */
  broad: boolean;
}

export interface System {
  name: string;
  tools: Tool[];
  data: DataClass[];
  untrusted: UntrustedSource[];
  outbound: OutboundChannel[];
  /** Which actions a person approves before they happen. */
  approval: (typeof APPROVALS)[number];
  memory: (typeof MEMORIES)[number];
  /** Memory is shared between users or agents rather than kept per user. */
  memoryShared: boolean;
  /** Memory is written from content the agent read (a web page, an email), not only from its own user. */
  memoryFromUntrusted: boolean;
  /** Links to other agents, and whether the calls between them are authenticated. */
  agents: (typeof AGENT_LINKS)[number];
  /** Step, time and spend limits stop every loop. */
  bounded: boolean;
  /** Code the agent runs is confined to a sandbox without the host's files, network or secrets. */
  sandboxed: boolean;
  /** Tools or MCP servers written by third parties are installed. */
  thirdPartyTools: boolean;
  /** It serves many people (the public, or several customers), not one user or team. */
  multiUser: boolean;
  /** Whose rights its tools act with: each user's own, or one shared service account. */
  identity: (typeof IDENTITIES)[number];
  /** Every action is recorded where the agent cannot change the record. */
  auditLog: boolean;
  /** People act on its answers in matters where a wrong answer costs (money, health, law, security). */
  highStakes: boolean;
}

/** The form's starting point: nothing connected, every safeguard that costs nothing to state left off. */
export const EMPTY_SYSTEM: System = {
  name: '',
  tools: [],
  data: [],
  untrusted: [],
  outbound: [],
  approval: 'none',
  memory: 'none',
  memoryShared: false,
  memoryFromUntrusted: false,
  agents: 'none',
  bounded: false,
  sandboxed: false,
  thirdPartyTools: false,
  multiUser: false,
  identity: 'user',
  auditLog: false,
  highStakes: false,
};

export const MAX_TOOLS = 12;
export const MAX_NAME_LENGTH = 80;

/** Words for each choice, shared by the form and the Markdown export. */
export const LABELS = {
  read: 'read',
  write: 'write',
  send: 'send',
  execute: 'execute code',
  spend: 'spend money',
  public: 'public data',
  internal: 'internal data',
  personal: 'personal data',
  secrets: 'secrets (keys, tokens, passwords)',
  web: 'web pages',
  email: 'email',
  documents: 'documents and files',
  agents: 'other agents',
  users: 'users',
  http: 'HTTP requests',
  render: 'rendered links or images',
} as const;
