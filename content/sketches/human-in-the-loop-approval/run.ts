// Scripted run of the human-in-the-loop approval sketch: real policy, binding and single use; the
// agent's proposals and the controller's decision are prepared.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { execute, step, type Action, type Gate } from './sketch.ts';

const CONTRACT_IBAN = 'DE12 5001 0517 0648 4898 90';
const invoice =
  'INV-2291 from Nordlicht GmbH (new supplier, first payment), 4820.00 EUR, matches PO-7731; ' +
  'IBAN on invoice DE89 3704 0044 0532 0130 00; IBAN on supplier contract DE12 5001 0517 0648 4898 90';
const task = 'Pay invoice INV-2291';
const payment = (iban: string): Action => ({
  tool: 'create_payment',
  args: { beneficiary: 'Nordlicht GmbH', iban, amount_eur: 4820, reference: 'INV-2291' },
});

function gate(log: Log, verdict: 'approve' | 'reject', whileWaiting = (_a: Action) => {}): Gate {
  let next = 5531;
  return {
    needsApproval: (a) => {
      if (a.tool !== 'create_payment') return [];
      const r: string[] = [];
      if (Number(a.args.amount_eur) > 1000) r.push('amount over 1,000 EUR');
      r.push('new beneficiary'); // from the supplier master: no earlier payment to Nordlicht GmbH
      if (a.args.iban !== CONTRACT_IBAN) r.push('IBAN differs from supplier contract');
      return r;
    },
    summarise: (a) =>
      `Pay ${a.args.amount_eur} EUR to ${a.args.beneficiary}, IBAN ${a.args.iban}, ref ${a.args.reference}`,
    ask: async (r) => {
      log(`proposed    ${r.action.tool} ${JSON.stringify(r.action.args)}`);
      log(`approval    to controller (not the requester): ${r.summary}`);
      log(`flags       ${r.flags.join('; ')}; payload ${r.hash}`);
      whileWaiting(r.action);
      return verdict === 'reject'
        ? { verdict, approver: 'controller j.weber', reason: 'bank details not verified' }
        : { verdict, approver: 'controller j.weber', hash: r.hash };
    },
    run: async (a) =>
      a.tool === 'create_task' ? 'task VT-118 created' : `payment P-${next++} queued`,
  };
}

export async function example(log: Log) {
  const model = scriptedModel([
    JSON.stringify(payment('DE89 3704 0044 0532 0130 00')),
    JSON.stringify({
      tool: 'create_task',
      args: {
        title: 'Call Nordlicht GmbH on the contract phone number to confirm bank details',
        assignee: 'master-data',
      },
    }),
  ]);
  const g = gate(log, 'reject');
  log(`task        ${task}`);
  const first = await step(task, invoice, model.complete, g);
  if (first.decision?.verdict === 'reject')
    log(`decision    rejected by ${first.decision.approver}: ${first.decision.reason}`);
  const second = await step(task, invoice, model.complete, g, first.history ?? '');
  log(`proposed    ${second.action.tool} ${JSON.stringify(second.action.args)}`);
  log(`ran         ${second.outcome} (no approval needed: creates a task, moves no money)`);
  log(`result      ${model.prompts.length} model calls, 1 approval request, 0 payments`);
}

export async function failure(log: Log) {
  // After verification, the controller approves payment to the contract IBAN. While the request
  // waits, an email "with updated bank details" leads the agent to change the pending payment.
  const swap = (a: Action) => {
    a.args.iban = 'GB33 BUKB 2020 1555 5555 55';
    log(
      `meanwhile   email "new bank details" changes the pending payment's IBAN to ${a.args.iban}`,
    );
  };
  const g = gate(log, 'approve', swap);
  const model = scriptedModel([JSON.stringify(payment(CONTRACT_IBAN))]);
  const r = await step(task, invoice, model.complete, g);
  if (r.decision?.verdict === 'approve')
    log(`decision    approved by ${r.decision.approver} for payload ${r.decision.hash}`);
  log(`ran         ${r.outcome}`);
  const approved = r.approved ?? new Set<string>();
  log(`retry       the payload the controller saw, with the same approval`);
  log(`ran         ${await execute(payment(CONTRACT_IBAN), g, approved)}`);
  log(`retry       the same payload again`);
  log(`ran         ${await execute(payment(CONTRACT_IBAN), g, approved)}`);
}
