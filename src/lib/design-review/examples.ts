import { EMPTY_SYSTEM, type System } from './system.ts';

/** A worked example the page can load: a common kind of agent as its team might describe it. */
export interface Example {
  id: string;
  title: string;
  system: System;
}

export const EXAMPLES: readonly Example[] = [
  {
    id: 'support-bot',
    title: 'Customer support bot',
    system: {
      ...EMPTY_SYSTEM,
      name: 'Shop support bot',
      tools: [
        { name: 'Order lookup', can: ['read'], broad: false },
        { name: 'Refund', can: ['spend'], broad: false },
        { name: 'Support ticket', can: ['write'], broad: false },
      ],
      data: ['internal', 'personal'],
      untrusted: ['users'],
      outbound: ['render'],
      approval: 'risky',
      memory: 'session',
      bounded: true,
      multiUser: true,
      identity: 'service',
      auditLog: true,
    },
  },
  {
    id: 'coding-agent',
    title: 'Coding agent',
    system: {
      ...EMPTY_SYSTEM,
      name: 'Repository coding agent',
      tools: [
        { name: 'Repository files', can: ['read', 'write'], broad: false },
        { name: 'Shell', can: ['execute'], broad: true },
        { name: 'Pull requests', can: ['write', 'send'], broad: false },
      ],
      data: ['internal', 'secrets'],
      untrusted: ['web', 'documents'],
      outbound: ['http'],
      approval: 'risky',
      memory: 'session',
      bounded: true,
      sandboxed: true,
      thirdPartyTools: true,
    },
  },
  {
    id: 'research-agent',
    title: 'Browsing research agent',
    system: {
      ...EMPTY_SYSTEM,
      name: 'Web research agent',
      tools: [
        { name: 'Web search', can: ['read'], broad: false },
        { name: 'Browser', can: ['read'], broad: false },
        { name: 'Research notes', can: ['read', 'write'], broad: false },
      ],
      data: ['public', 'internal'],
      untrusted: ['web', 'documents'],
      outbound: ['http', 'render'],
      approval: 'none',
      memory: 'persistent',
      memoryFromUntrusted: true,
    },
  },
  {
    id: 'email-assistant',
    title: 'Email assistant',
    system: {
      ...EMPTY_SYSTEM,
      name: 'Inbox assistant',
      tools: [
        { name: 'Mailbox', can: ['read'], broad: false },
        { name: 'Send email', can: ['send'], broad: false },
        { name: 'Calendar', can: ['read', 'write'], broad: false },
      ],
      data: ['internal', 'personal'],
      untrusted: ['email', 'documents'],
      outbound: ['email', 'render'],
      approval: 'risky',
      memory: 'persistent',
      memoryFromUntrusted: true,
      bounded: true,
    },
  },
  {
    id: 'multi-agent-pipeline',
    title: 'Multi-agent pipeline',
    system: {
      ...EMPTY_SYSTEM,
      name: 'Planner, researcher and publisher agents',
      tools: [
        { name: 'Web fetch', can: ['read'], broad: false },
        { name: 'Analytics database', can: ['read'], broad: false },
        { name: 'CMS publish', can: ['write', 'send'], broad: false },
      ],
      data: ['public', 'internal'],
      untrusted: ['web', 'agents'],
      outbound: ['http'],
      approval: 'none',
      memory: 'persistent',
      memoryShared: true,
      memoryFromUntrusted: true,
      agents: 'unauthenticated',
      identity: 'service',
    },
  },
];
