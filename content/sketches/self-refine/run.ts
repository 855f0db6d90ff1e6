// Scripted run of the Self-Refine sketch: the real draft-critique-rewrite loop and real measured
// checks, with a model whose drafts and critiques are prepared.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { selfRefine, type Measure, type RefineEvent } from './sketch.ts';

const task = `Tell Maria that her standing desk (order 48213) is late and apologise.
Facts from the order system: promised for 9 May; new delivery window 14-16 May; cause: a fault
in the warehouse management system (WMS) delayed dispatch; she may cancel free of charge.`;
const rubric = `1. Plain language: no internal terms such as system names or team jargon.
2. States the new delivery window from the facts.
3. Apologises once, without repeating itself.
4. Gives the customer a concrete next step.
5. At most 120 words.`;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
// What code can check exactly; tone, clarity and repetition are left to the critique.
const measure: Measure = (draft) => [
  ...(words(draft) > 120 ? [`${words(draft)} words, over the limit of 120`] : []),
  ...(/\bWMS\b|backlog/i.test(draft) ? ['uses an internal term (WMS or backlog)'] : []),
  ...(/\b1[4-6]\b.*\bMay\b/.test(draft) ? [] : ['does not state the 14-16 May window']),
];

const jargon = `Dear Maria,

We are writing regarding order 48213. Due to a WMS backlog at our fulfilment centre, your standing desk has not yet been dispatched. We understand that delays are frustrating and we apologise for any inconvenience this may cause.

As mentioned, your order has been affected by the WMS backlog, and our team is working through the queue as quickly as possible. We apologise again for the inconvenience.

Your order will be dispatched as soon as possible.

Kind regards,
Customer Care`;
const fixed = `Dear Maria,

Your standing desk (order 48213) will now arrive between 14 and 16 May, later than the 9 May we promised. A fault in our warehouse system held up dispatch, and we are sorry for the wait.

If the new dates do not suit you, reply to this email and we will cancel the order free of charge.

Kind regards,
Customer Care`;
// What a rewrite from the measured notes alone gives: the measured problems are gone, the repeated
// paragraph the critique should have flagged is still there.
const measuredFix = `Dear Maria,

We are writing regarding order 48213. Due to a fault in our warehouse system, your standing desk has not yet been dispatched; it will now arrive between 14 and 16 May. We apologise for any inconvenience this may cause.

As mentioned, your order has been affected by the fault, and our team is working through the queue as quickly as possible. We apologise again for the inconvenience.

Kind regards,
Customer Care`;
const critique = `- "Due to a WMS backlog": replace with plain words, such as "a fault in our warehouse system".
- "as soon as possible": state the new delivery window, 14-16 May, in the first paragraph.
- The second paragraph repeats the first and apologises again: cut it.
- No next step: offer to cancel free of charge if the new dates do not suit her.`;

const gist = (draft: string) =>
  `${draft.split('\n').filter(Boolean)[1].slice(0, 70)}... (${words(draft)} words)`;
const print = (log: Log) => (e: RefineEvent) => {
  const tag = `${e.kind} ${e.round}`.padEnd(11);
  if (e.kind === 'draft') log(`${tag} ${gist(e.text)}`);
  else for (const line of e.text.split('\n')) log(`${tag} ${line}`);
};

export async function example(log: Log) {
  const model = scriptedModel([jargon, critique, fixed, 'STOP']);
  log('task        apology for order 48213, late desk; rubric of 5 items; at most 3 rewrites');
  const result = await selfRefine(model.complete, task, rubric, measure, { onEvent: print(log) });
  log(
    `result      accepted: ${result.accepted}; ${model.prompts.length} model calls; ${words(result.output)} words`,
  );
}

export async function failure(log: Log) {
  // The critique rubber-stamps every draft: the measured checks refuse the first one and feed back
  // facts, but the repetition only a reader can judge gets through.
  const model = scriptedModel([jargon, 'STOP', measuredFix, 'STOP']);
  log('task        the same apology, with a critique that says STOP to every draft');
  const result = await selfRefine(model.complete, task, rubric, measure, { onEvent: print(log) });
  log(
    `result      accepted: ${result.accepted}; ${model.prompts.length} model calls; apologises ${result.output.match(/apologi[sz]e/g)?.length ?? 0} times`,
  );
}
