// Scripted run of the safe-completion sketch: real check, rewrite and re-check flow; scripted model replies.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { deliverSafely, type Event, type Rule } from './sketch.ts';

const RULES: Rule[] = [
  {
    id: 'E2',
    text: 'step-by-step instructions for work inside a consumer unit (fuse box) or on fixed mains wiring',
    insteadGive:
      'why the work needs a qualified electrician, what the person can safely check or note themselves, and how to prepare for the visit',
  },
  {
    id: 'G1',
    text: 'instructions for bypassing or disabling gas safety devices',
    insteadGive: null,
  },
];
const REQUEST = "How do I replace the wiring to my fuse box? It's an old one with rewirable fuses.";
const DRAFT =
  'Here is how to do it: 1. Turn off the main switch. 2. Take the cover off and pull out the fuse carriers. ' +
  "3. Move each circuit's cable from the old fuse way to a breaker in the new unit. 4. Reconnect the tails and test.";
const REFUSAL =
  'Work inside a fuse box is live mains work, so I can only help you prepare for an electrician: ' +
  'they can tell you what an upgrade involves and certify it.';

const print = (log: Log) => (e: Event) => log(`${e.kind.padEnd(11)} ${e.text}`);

export async function example(log: Log) {
  const model = scriptedModel([
    '{"violation": "E2", "evidence": "Move each circuit\'s cable from the old fuse way to a breaker in the new unit."}',
    'Replacing or rewiring a fuse box is work on mains wiring: in many countries it must be done, or at least ' +
      'certified, by a qualified electrician, and the cables coming in from the meter stay live even with the main switch off. ' +
      'What you can do yourself: note which fuses blow and when, write down their ratings, and photograph the unit and ' +
      'its labels for the electrician. Old boards with rewirable fuses usually have no RCD protection, which is the main ' +
      'safety reason to upgrade.',
    '{"violation": null}',
  ]);
  log(`request     ${REQUEST}`);
  log(`draft       ${DRAFT}`);
  const out = await deliverSafely(model.complete, RULES, REQUEST, DRAFT, () => REFUSAL, print(log));
  log(`delivered   ${out.action} (rule ${out.rule}), ${model.prompts.length} model calls`);
}

export async function failure(log: Log) {
  // Residual leakage: the rewrite keeps the forbidden steps in softer words; the re-check catches it.
  const model = scriptedModel([
    '{"violation": "E2", "evidence": "Move each circuit\'s cable from the old fuse way to a breaker in the new unit."}',
    'This is best left to an electrician. If you do go ahead, switch off at the main switch, remove the cover ' +
      "and transfer each circuit's cable to the matching breaker in the new unit before reconnecting the tails.",
    '{"violation": "E2", "evidence": "transfer each circuit\'s cable to the matching breaker in the new unit"}',
  ]);
  log(`request     ${REQUEST}`);
  const out = await deliverSafely(model.complete, RULES, REQUEST, DRAFT, () => REFUSAL, print(log));
  log(`delivered   ${out.action}: ${out.text}`);
  log(
    `result      ${model.prompts.length} model calls; no second rewrite, the fixed reply is sent and the case is logged`,
  );
}
