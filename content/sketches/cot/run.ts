// Scripted run of the chain-of-thought sketch: real prompt, parsing and retry; prepared model replies.
// The order, dates and policy are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { decideWithCot } from './sketch.ts';

const policy = `1. Refunds are allowed within 30 days of delivery.
2. Digital goods are refundable only if they have not been downloaded.`;

const print = (log: Log) => (kind: string, text: string) => log(`${kind.padEnd(9)} ${text}`);

export async function example(log: Log) {
  const record = 'order A-1042; item: e-book; delivered: 3 March; download_count: 0';
  const message =
    'I bought the wrong e-book on order A-1042, can I have my money back? (sent 28 March)';
  const model = scriptedModel([
    [
      '1. delivered = 3 March; the request was sent on 28 March.',
      '2. 28 March - 3 March = 25 days, inside the 30-day window (rule 1).',
      '3. item = e-book, so it is a digital good and rule 2 applies.',
      '4. download_count = 0, so it has not been downloaded; rule 2 allows a refund.',
      '5. Both rules are satisfied.',
      'DECISION: yes',
    ].join('\n'),
  ]);
  log(`request   ${message}`);
  log(`record    ${record}`);
  const result = await decideWithCot(
    model.complete,
    { policy, record, message },
    { onEvent: print(log) },
  );
  log(`result    ${result.calls} model call; ${result.steps.length} steps kept for the audit log`);
}

export async function failure(log: Log) {
  // The chain drifts into a suggestion and never writes the decision line: the code rejects the
  // reply instead of guessing, asks once more with the format rule, and acts on the second reply.
  const record = 'order A-2210; item: e-book; delivered: 1 February; download_count: 2';
  const message = 'Please refund order A-2210, the book was not what I expected. (sent 14 March)';
  const model = scriptedModel([
    [
      '1. delivered = 1 February; the request was sent on 14 March.',
      '2. 14 March - 1 February = 41 days, outside the 30-day window (rule 1).',
      'We could offer store credit as a goodwill gesture instead.',
    ].join('\n'),
    [
      '1. delivered = 1 February; the request was sent on 14 March.',
      '2. 14 March - 1 February = 41 days, outside the 30-day window (rule 1).',
      '3. download_count = 2, so the e-book was downloaded; rule 2 also refuses.',
      'DECISION: no',
    ].join('\n'),
  ]);
  log(`request   ${message}`);
  log(`record    ${record}`);
  const result = await decideWithCot(
    model.complete,
    { policy, record, message },
    { onEvent: print(log) },
  );
  log(`result    ${result.calls} model calls; decision: ${result.decision ?? 'none'}`);
}
