// Scripted run of the function calling sketch: real declarations, validation, policy and
// confirmation; a fake calendar and a model whose replies (Responses API output items) are prepared.
// Names, addresses, dates and ids are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { INSTRUCTIONS, runTurn, type Complete, type Schema, type Tool } from './sketch.ts';

const FREE = ['2026-12-01T10:00', '2026-12-01T14:30'];
const attendees = { type: 'array', items: { type: 'string' }, description: 'email addresses' };
const schema = (properties: Schema['properties']): Schema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
});
const tools: Record<string, Tool> = {
  find_free_slots: {
    description:
      'Free start times shared by all attendees between two dates. Use before create_event.',
    parameters: schema({
      attendees,
      duration_min: { type: 'integer', description: 'length in minutes, 15 to 240' },
      window_start: { type: 'string', description: 'first day, YYYY-MM-DD' },
      window_end: { type: 'string', description: 'last day, YYYY-MM-DD' },
    }),
    sendsOrWrites: false,
    run: async () => ({ slots: FREE }),
  },
  create_event: {
    description:
      'Create an event and send invitations. Only at a start time find_free_slots returned.',
    parameters: schema({
      title: { type: 'string', description: 'at most 120 characters' },
      start: { type: 'string', description: 'YYYY-MM-DDTHH:MM, local time' },
      duration_min: { type: 'integer', description: 'length in minutes, 15 to 240' },
      attendees,
    }),
    sendsOrWrites: true,
    policy: (a) =>
      FREE.includes(String(a.start)) ? null : `slot_not_free: free starts are ${FREE.join(', ')}`,
    run: async () => ({ event_id: 'ev_913' }),
  },
};

const people = ['priya@corp.example', 'tom@corp.example'];
const call = (id: string, name: string, args: object) =>
  JSON.stringify({
    output: [{ type: 'function_call', call_id: id, name, arguments: JSON.stringify(args) }],
  });
const text = (t: string) =>
  JSON.stringify({
    output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: t }] }],
  });
const find = call('call_a1', 'find_free_slots', {
  attendees: people,
  duration_min: 30,
  window_start: '2026-12-01',
  window_end: '2026-12-01',
});
const instructions = INSTRUCTIONS.replace('{user}', 'ana@corp.example')
  .replace('{tz}', 'Europe/Berlin')
  .replace('{today}', 'Wednesday 2026-11-25');

async function run(log: Log, user: string, replies: string[], answer: boolean) {
  const model = scriptedModel(replies);
  const complete: Complete = async (request) =>
    JSON.parse(await model.complete(JSON.stringify(request)));
  const confirm = async (c: string) => {
    log(
      `confirm     ${c.split(' ')[0]} sends invitations to ${people.length} people: ${answer ? 'approved' : 'declined'}`,
    );
    return answer;
  };
  log(`user        ${user}`);
  const reply = await runTurn(
    complete,
    tools,
    { model: 'gpt-5.4', instructions, user },
    confirm,
    log,
  );
  log(`answer      ${reply}`);
  const sent = model.prompts.map((p) => JSON.parse(p) as { input: unknown[] });
  log(
    `result      ${model.prompts.length} model calls; last request carried ${sent.at(-1)?.input.length} input items`,
  );
}

export async function example(log: Log) {
  const create = {
    title: 'Sync: Priya / Tom',
    start: '2026-12-01T10:00',
    duration_min: 30,
    attendees: people,
  };
  await run(
    log,
    'Set up 30 minutes with Priya and Tom sometime next Tuesday.',
    [
      find,
      call('call_b2', 'create_event', create),
      text('Booked Tuesday 1 December, 10:00-10:30, with Priya and Tom.'),
    ],
    true,
  );
}

export async function failure(log: Log) {
  // The user asks for 9:00, which is not free. The model books it anyway; the policy check refuses
  // before anyone is asked to confirm, and the model turns the error into a question.
  const create = {
    title: 'Sync: Priya / Tom',
    start: '2026-12-01T09:00',
    duration_min: 30,
    attendees: people,
  };
  await run(
    log,
    'Book 30 minutes with Priya and Tom next Tuesday at 9.',
    [
      find,
      call('call_b2', 'create_event', create),
      text(
        '9:00 on Tuesday is taken; Priya and Tom are both free at 10:00 or 14:30. Which one should I book?',
      ),
    ],
    true,
  );
}
