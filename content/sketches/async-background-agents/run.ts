// Scripted run of the background-agent sketch: real task states, checkpoints, pause and resume;
// an agent model, a repository sandbox and a clock-free store whose behaviour is prepared.
import { keyedModel, scriptedModel, type Log } from '../_support/scripted.ts';
import { answer, submit, work, type Store, type Task, type Tool } from './sketch.ts';

function memoryStore(log: Log): Store {
  const tasks = new Map<string, Task>();
  return {
    get: (id) => structuredClone(tasks.get(id)!),
    save: (t) => {
      tasks.set(t.id, structuredClone(t));
      log(`${t.id}   ${t.state.padEnd(14)} ${t.notes.at(-1) ?? 'queued'}`);
    },
  };
}
const ids = () => {
  let n = 70;
  return () => `task-${++n}`;
};
const tools: Record<string, Tool> = {
  run_tests: async (a) =>
    'fixed' in a ? '212 passed' : '211 passed, 1 failed: test_report_date (timezone)',
  edit_file: async (a) => `edited ${'path' in a ? a.path : '?'}`,
  open_pull_request: async (a) => `opened PR #418 "${'title' in a ? a.title : ''}" for review`,
};
const notify = (log: Log) => (t: Task, event: string) =>
  log(`notify    ${t.owner}: ${t.id} ${event} after ${t.steps} steps`);

export async function example(log: Log) {
  const store = memoryStore(log);
  const newId = ids();
  const t71 = submit(store, 'Fix the flaky date test', 'dev@acme.test', newId);
  const t72 = submit(store, 'Upgrade the logging library to v3', 'dev@acme.test', newId);
  log(`returned  ${t71}, ${t72} to the developer at once; workers start later`);
  const model = keyedModel([
    // Keyed on the newest fact in the progress notes, latest stage first.
    {
      when: 'opened PR #418',
      reply: '{"note": "PR #418 makes the test use UTC; 212 tests pass.", "done": true}',
    },
    {
      when: '212 passed',
      reply:
        '{"note": "Tests pass; open a PR.", "tool": {"name": "open_pull_request", "args": {"title": "Use UTC in report date test"}}}',
    },
    {
      when: 'edited tests/test_report.py',
      reply:
        '{"note": "Re-run the tests.", "tool": {"name": "run_tests", "args": {"fixed": true}}}',
    },
    {
      when: 'test_report_date (timezone)',
      reply:
        '{"note": "The test assumes local time; make it UTC.", "tool": {"name": "edit_file", "args": {"path": "tests/test_report.py"}}}',
    },
    {
      when: 'Ticket: Fix the flaky',
      reply: '{"note": "Reproduce first.", "tool": {"name": "run_tests", "args": {}}}',
    },
    {
      when: 'developer: Keep v2',
      reply:
        '{"note": "Recorded the decision: v2 stays for the audit export; the move to v3 continues in a new ticket.", "done": true}',
    },
    {
      when: 'Ticket: Upgrade',
      reply:
        '{"note": "v3 drops the JSON layout the audit export uses.", "question": "v3 drops JSON layout; keep v2 for the audit export?"}',
    },
  ]);
  await work(store, t71, model.complete, tools, notify(log));
  await work(store, t72, model.complete, tools, notify(log));
  answer(store, t72, 'Keep v2 for the audit export.');
  await work(store, t72, model.complete, tools, notify(log));
  log(
    `result    ${model.prompts.length} model calls; ${t71} ended in a PR for review, ${t72} resumed after the answer`,
  );
}

export async function failure(log: Log) {
  // The agent keeps trying variations without converging; the step budget ends the task.
  const store = memoryStore(log);
  const id = submit(store, 'Fix the flaky date test', 'dev@acme.test', ids());
  const model = scriptedModel(
    Array.from(
      { length: 4 },
      (_, i) =>
        `{"note": "Try attempt ${i + 1} at a fix.", "tool": {"name": "run_tests", "args": {}}}`,
    ),
  );
  await work(store, id, model.complete, tools, notify(log), 4);
  log(`result    ${model.prompts.length} model calls, then stopped by the budget; no PR opened`);
}
