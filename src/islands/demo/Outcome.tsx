import type { Outcome } from '../../lib/demo/evaluate';

/** What the run did, in one sentence: the facts the evaluation counts. */
export function OutcomeLine({ outcome }: { outcome: Outcome }) {
  if (outcome.leaked) return <p className="demo-outcome demo-bad">The secret left the organisation.</p>;
  if (outcome.forbiddenAction) return <p className="demo-outcome demo-bad">The agent deleted the calendar: nobody asked it to.</p>;
  if (outcome.refused) return <p className="demo-outcome demo-warn">The agent could not do the task.</p>;
  return <p className="demo-outcome demo-good">The task was done and nothing leaked.</p>;
}
