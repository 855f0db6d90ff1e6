import { readInstructions, understand } from '../directives.ts';
import type { RunState } from '../agent.ts';
import type { Scenario } from '../scenarios.ts';
import type { Step } from '../types.ts';
import type { AppLogic } from './app.ts';

// The personal assistant of the memory-poisoning lab: it keeps a long-term memory of the user's
// preferences across sessions. The learner's email is read in one session; the harm happens in a
// later one, when the assistant acts on what it remembers.

const USER_PREFERENCE = 'Invoices go to ledger@intranet.example.';
const INVOICE = 'Invoice 2026-11 from Kim’s studio: 1,240 USD, due 15 December.';

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/;
/** Words that make the naive model treat a sentence as something to remember about the user. */
const MEMORABLE =
  /\b(remember|from now on|note (for|that)|save (this |it )?(to|in) (your )?memory|prefers?|preference|always|going forward)\b/;

/** The note a text asks to be remembered: where invoices go. */
function noteIn(text: string): string | null {
  for (const sentence of understand(text).split(/(?<=[.!?])\s+|\n+/)) {
    const address = EMAIL.exec(sentence)?.[0]?.replace(/\.+$/, '');
    if (address && MEMORABLE.test(sentence) && /\binvoices?\b/.test(sentence)) return `Invoices go to ${address}.`;
  }
  return null;
}

const block = (state: RunState, step: Step): RunState => ({ ...state, steps: [...state.steps, step] });

/** The assistant, with what its memory held before this run (saved from the user's own words in an earlier session). */
const assistant = (seed: readonly string[]): AppLogic => ({
  slot: 'email',
  runTool(tool, args, attack, effects) {
    switch (tool) {
      case 'read_email':
        return {
          text:
            args.email === 'plain'
              ? 'From: Ana <ana@partner.example>\nSubject: Samples\nThe fabric samples ship on Monday.'
              : `From: Lou <lou@supplier.example>\nSubject: New catalogue\nOur winter catalogue is out. ${attack.trim()}`,
          effects,
        };
      case 'save_memory':
        return {
          text: `Saved: ${args.note ?? ''}`,
          effects: { ...effects, memory: [...(effects.memory ?? []), (args.note ?? '').slice(0, 200)] },
        };
      case 'recall':
        return { text: [...seed, ...(effects.memory ?? [])].join('\n') || 'Nothing remembered.', effects };
      default:
        return null;
    }
  },
  checkCall(state, tool, _args, injected) {
    const { noMemory, memoryProvenance } = state.config.defences;
    if (noMemory && (tool === 'save_memory' || tool === 'recall'))
      return {
        blocked: {
          defence: 'noMemory',
          text: `Long-term memory is off, so nothing can be ${tool === 'recall' ? 'recalled' : 'saved'}.`,
        },
      };
    if (memoryProvenance && tool === 'save_memory' && injected)
      return {
        blocked: { defence: 'memoryProvenance', text: 'The note came from an email, not from the user, so it was not saved to memory.' },
      };
    return null;
  },
  afterResult(state, tool, _args, entry) {
    if (tool === 'read_email') {
      if (entry.removed || entry.quarantined) return state;
      const note = noteIn(entry.text);
      if (!note) return state;
      if (entry.marked && !readInstructions(entry.text).impersonatesOperator)
        return block(state, {
          kind: 'blocked',
          defence: 'spotlighting',
          text: 'The email is marked as data, so the assistant does not take its instructions.',
        });
      const thought: Step = { kind: 'thought', text: 'The email states a preference of the user’s; I will remember it.' };
      return {
        ...state,
        steps: [...state.steps, thought],
        queue: [{ call: 'save_memory', args: { note }, injected: true }, ...state.queue],
      };
    }
    if (tool === 'recall') {
      // The latest note about invoices wins, as it would for a preference the user changed. Notes
      // are read without spotlighting's markers: what the assistant remembers, it believes.
      const to = (state.seen.recall ?? '')
        .split('\n')
        .reverse()
        .map((line) => /^invoices go to (\S+?)\.?$/i.exec(line)?.[1])
        .find(Boolean);
      if (!to)
        return {
          ...state,
          answer: 'I do not know where your invoices go.',
          refused: true,
          done: true,
          queue: [],
          steps: [...state.steps, { kind: 'answer', text: 'I do not know where your invoices go.' }],
        };
      return { ...state, queue: [{ call: 'send_email', args: { to, body: INVOICE } }, ...state.queue] };
    }
    return state;
  },
});

const NEXT_SESSION = 'A new session, the next morning. The user: “Send this month’s invoice where my invoices go.”';
const TOOLS = ['read_email', 'save_memory', 'recall', 'send_email'] as const;

const session = (id: string, task: string, seed: readonly string[], moves: Scenario['moves']): Scenario => ({
  id,
  title: 'Personal assistant with a long-term memory',
  task,
  techniques: [],
  tools: [...TOOLS],
  moves,
  app: assistant(seed),
});

export const MEMORY_SCENARIOS: readonly Scenario[] = [
  session(
    'memory-poison',
    'Summarise my latest email.',
    [USER_PREFERENCE],
    [
      { call: 'read_email', args: { email: 'latest' } },
      { think: NEXT_SESSION },
      { call: 'recall', args: { about: 'invoices' } },
      { answer: (seen) => `Sent this month’s invoice. ${seen.send_email ?? ''}`.trim() },
    ],
  ),
  session(
    'memory-preference',
    'Remember: from now on my invoices go to ledger@intranet.example.',
    [],
    [
      { call: 'save_memory', args: { note: USER_PREFERENCE } },
      { think: NEXT_SESSION },
      { call: 'recall', args: { about: 'invoices' } },
      { answer: (seen) => `Sent this month’s invoice. ${seen.send_email ?? ''}`.trim() },
    ],
  ),
  session(
    'memory-summary',
    'Summarise my latest email.',
    [USER_PREFERENCE],
    [{ call: 'read_email', args: { email: 'plain' } }, { answer: () => 'Ana writes that the fabric samples ship on Monday.' }],
  ),
  session(
    'memory-direct',
    'Send this month’s invoice to ledger@intranet.example.',
    [],
    [
      { call: 'send_email', args: { to: 'ledger@intranet.example', body: INVOICE } },
      { answer: () => 'Sent this month’s invoice to ledger@intranet.example.' },
    ],
  ),
];
