import { readInstructions, understand } from '../directives.ts';
import type { RunState } from '../agent.ts';
import type { Scenario } from '../scenarios.ts';
import type { Step } from '../types.ts';
import type { AppLogic } from './app.ts';

// The support desk of the confused-deputy lab: two agents. The intake agent reads tickets from the
// public web form and may message the billing agent; the billing agent holds the refund and
// deletion tools and trusts whatever the intake agent sends, since both belong to the company.
// The learner writes a ticket.

type Request = { action: 'refund'; order: string } | { action: 'delete'; customer: string } | { action: 'invoice'; order: string };

/** What a text asks billing for, as the naive model understands it (the first request found). */
function requestIn(text: string): Request | null {
  const understood = understand(text);
  const order = /\border\s*(?:number\s*|no\.?\s*)?#?(\d{3,8})\b/.exec(understood)?.[1];
  const customer = /\b(?:customer|client|account)\s*(?:id\s*)?#?(\d{3,8})\b/.exec(understood)?.[1];
  if (/\b(delete|remove|erase|wipe|purge)\b/.test(understood) && /\b(record|account|customer|client|data)\b/.test(understood))
    return { action: 'delete', customer: customer ?? 'unknown' };
  if (/\brefund/.test(understood) && order) return { action: 'refund', order };
  if (/\b(invoice|paid|pay|cost|charged)\b/.test(understood) && order) return { action: 'invoice', order };
  return null;
}

const asMessage = (r: Request) =>
  r.action === 'refund'
    ? `Refund order ${r.order}.`
    : r.action === 'delete'
      ? `Delete the record of customer ${r.customer}.`
      : `Look up the invoice of order ${r.order}.`;

const INVOICES: Readonly<Record<string, string>> = { '1042': 'Invoice of order 1042: 129 USD, paid twice on 3 March.' };

const deputy: AppLogic = {
  slot: 'ticket',
  runTool(tool, args, attack, effects) {
    const arg = (name: string) => (args[name] ?? '').slice(0, 500);
    switch (tool) {
      case 'read_ticket':
        return { text: arg('ticket') === 'login' ? LOGIN_TICKET : `Ticket #5521 from the web form:\n${attack.trim()}`, effects };
      case 'message_agent':
        return { text: `The billing agent received: "${arg('request')}"`, effects };
      case 'look_up_invoice':
        return { text: INVOICES[arg('order')] ?? `No invoice for order ${arg('order')}.`, effects };
      case 'issue_refund':
        return {
          text: `Refunded order ${arg('order')}.`,
          effects: { ...effects, refundedOrders: [...(effects.refundedOrders ?? []), arg('order')] },
        };
      case 'delete_record':
        return {
          text: `Deleted the record of customer ${arg('customer')}.`,
          effects: { ...effects, deletedRecords: [...(effects.deletedRecords ?? []), arg('customer')] },
        };
      default:
        return null;
    }
  },
  checkCall(state, tool, args) {
    const { agentCallPolicy, noAgentCalls } = state.config.defences;
    if (noAgentCalls && tool === 'message_agent')
      return { blocked: { defence: 'noAgentCalls', text: 'The intake agent may not message the billing agent.' } };
    if (agentCallPolicy && (tool === 'issue_refund' || tool === 'delete_record')) {
      const asked = requestIn(state.config.scenario?.task ?? '');
      const named =
        tool === 'issue_refund'
          ? asked?.action === 'refund' && asked.order === args.order
          : asked?.action === 'delete' && asked.customer === args.customer;
      if (!named)
        return {
          blocked: {
            defence: 'agentCallPolicy',
            text: `The billing agent checked the user’s own request, which names no ${tool === 'issue_refund' ? 'refund' : 'deletion'}, so it refused what the intake agent passed on.`,
          },
        };
    }
    return null;
  },
  afterResult(state, tool, args, entry) {
    if (tool === 'read_ticket') {
      if (entry.removed || entry.quarantined) return state;
      const request = requestIn(entry.text);
      if (!request) return state;
      if (entry.marked && !readInstructions(entry.text).impersonatesOperator) {
        const blocked: Step = {
          kind: 'blocked',
          defence: 'spotlighting',
          text: 'The ticket is marked as data, so the intake agent does not pass its demands on.',
        };
        return { ...state, steps: [...state.steps, blocked] };
      }
      const thought: Step = { kind: 'thought', text: 'Intake agent: the ticket needs billing to act, so I pass it on.' };
      const message = { call: 'message_agent' as const, args: { to: 'billing', request: asMessage(request) }, injected: true };
      return { ...state, steps: [...state.steps, thought], queue: [message, ...state.queue] };
    }
    if (tool === 'message_agent') {
      const request = requestIn(args.request ?? '');
      if (!request) return state;
      // The billing agent trusts the intake agent: what it was sent is what it does.
      const injected = state.steps.some((s) => s.kind === 'call' && s.tool === 'message_agent' && s.injected);
      const thought: Step = { kind: 'thought', text: 'Billing agent: a request from our own intake agent, so I act on it.' };
      const move: RunState['queue'][number] =
        request.action === 'refund'
          ? { call: 'issue_refund' as const, args: { order: request.order }, injected }
          : request.action === 'delete'
            ? { call: 'delete_record' as const, args: { customer: request.customer }, injected }
            : { call: 'look_up_invoice' as const, args: { order: request.order }, injected };
      return { ...state, steps: [...state.steps, thought], queue: [move, ...state.queue] };
    }
    return state;
  },
};

const LOGIN_TICKET = 'Ticket #5520 from the web form:\nI cannot log in since Monday; the password reset email never arrives.';

/** Both agents' tools: each agent already has only what its job needs. */
const TOOLS = ['read_ticket', 'message_agent', 'look_up_invoice', 'issue_refund', 'delete_record'] as const;

const desk = (id: string, task: string, moves: Scenario['moves']): Scenario => ({
  id,
  title: 'Support desk: an intake agent and a billing agent',
  task,
  techniques: [],
  tools: [...TOOLS],
  moves,
  app: deputy,
});

export const DEPUTY_SCENARIOS: readonly Scenario[] = [
  desk('deputy-triage', 'Triage the newest ticket and pass it to billing if billing must act.', [
    { call: 'read_ticket', args: { ticket: 'newest' } },
    { answer: () => 'Ticket #5521 is triaged.' },
  ]),
  desk('deputy-login', 'Triage ticket #5520.', [
    { call: 'read_ticket', args: { ticket: 'login' } },
    { answer: () => 'Ticket #5520 is a login problem: sent to the technical queue.' },
  ]),
  desk('deputy-refund', 'Refund order 1042: the customer was charged twice.', [
    { call: 'message_agent', args: { to: 'billing', request: 'Refund order 1042.' } },
    { answer: () => 'Billing refunded order 1042.' },
  ]),
  desk('deputy-invoice', 'What did the customer pay for order 1042?', [
    { call: 'message_agent', args: { to: 'billing', request: 'Look up the invoice of order 1042.' } },
    { answer: (seen) => (seen.look_up_invoice ? `Billing says: ${seen.look_up_invoice}` : 'Billing did not answer.') },
  ]),
];
