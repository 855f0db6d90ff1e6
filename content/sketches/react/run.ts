// Scripted run of the ReAct sketch: real loop and tools, a model whose replies are prepared.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { react, type StepEvent, type Tool } from './sketch.ts';

const tools: Record<string, Tool> = {
  lookup_user: {
    description: 'find a user by email; args {"email"}',
    validate: (a) =>
      typeof a.email === 'string' && a.email.includes('@')
        ? null
        : 'ERROR email must be an address',
    run: async () => 'device_id=LT-2231 vpn_profile=eu-west',
  },
  get_device_status: {
    description: 'health of a device; args {"device_id"}',
    validate: (a) => (typeof a.device_id === 'string' ? null : 'ERROR device_id is required'),
    run: async () => 'vpn_certificate expired 2026-11-24 09:00 UTC',
  },
  search_kb: {
    description: 'search the knowledge base; args {"query"}',
    validate: (a) =>
      typeof a.query === 'string' && a.query.length > 2 ? null : 'ERROR query is required',
    run: async () => 'KB-118: open the company portal and run "Renew certificate", then reconnect',
  },
};

const print = (log: Log) => (e: StepEvent) => log(`${e.kind.padEnd(11)} ${e.text}`);
const task = 'a.kim@example.com: my laptop cannot reach the VPN since this morning';

export async function example(log: Log) {
  const model = scriptedModel([
    '{"thought": "I need the user\'s device first.", "action": {"tool": "lookup_user", "args": {"email": "a.kim@example.com"}}}',
    '{"thought": "Check the device for a known problem.", "action": {"tool": "get_device_status", "args": {"device_id": "LT-2231"}}}',
    '{"thought": "An expired VPN certificate explains it; find the fix.", "action": {"tool": "search_kb", "args": {"query": "renew VPN certificate"}}}',
    '{"thought": "The status and KB-118 answer the task.", "final": "Your VPN certificate expired yesterday (device LT-2231). Run Renew certificate in the company portal, then reconnect (KB-118)."}',
  ]);
  log(`task        ${task}`);
  const result = await react(model.complete, tools, task, { onEvent: print(log) });
  log(`result      ${result.steps} model calls, answered: ${result.answer !== undefined}`);
}

export async function failure(log: Log) {
  // The model keeps asking the knowledge base the same question: the loop stops at the repeat.
  const model = scriptedModel([
    '{"thought": "Search for the error.", "action": {"tool": "search_kb", "args": {"query": "vpn error 809"}}}',
    '{"thought": "Not sure yet; search again.", "action": {"tool": "search_kb", "args": {"query": "vpn error 809"}}}',
  ]);
  log(`task        ${task}`);
  const result = await react(model.complete, tools, task, { onEvent: print(log) });
  log(`result      ${result.steps} model calls, stopped: ${result.stopped}`);
}
