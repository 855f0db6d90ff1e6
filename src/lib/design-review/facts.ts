import type { Capability, System } from './system.ts';

/** Derived facts the rules are written in, so each rule reads as one line. */
export const can = (s: System, capability: Capability) => s.tools.some((t) => t.can.includes(capability));
/** A tool that changes something outside the conversation: writes, sends, executes or spends. */
export const actsOnWorld = (s: System) => (['write', 'send', 'execute', 'spend'] as const).some((c) => can(s, c));
/** Data a stranger should not see. */
export const privateData = (s: System) => s.data.some((d) => d !== 'public');
/** Text written by someone else that the model reads as it works (not the user's own request). */
export const readsForeignContent = (s: System) =>
  s.untrusted.some((u) => u === 'web' || u === 'email' || u === 'documents' || u === 'agents');
export const anyUntrusted = (s: System) => s.untrusted.length > 0;
/** Any way for data to leave: a sending tool, an HTTP channel, email or rendered links and images. */
export const canLeak = (s: System) => s.outbound.length > 0 || can(s, 'send');
