// Scripted run of the A2A sketch: a real client (card checks, JSON-RPC calls, task states, cancel on
// timeout) against a stand-in partner server that answers from a prepared list of task states. The
// partner, hosts, ids and visa facts are illustrative, not visa advice.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { delegate, type Http, type Job } from './sketch.ts';

const HOST = 'visa.partner.example';
const CARD = {
  name: 'Visa Requirements Agent',
  description:
    'Answers entry and visa requirements for a nationality, destination and length of stay.',
  supportedInterfaces: [
    { url: `https://${HOST}/a2a/v1`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
  ],
  provider: { organization: 'Partner Travel Services', url: 'https://partner.example' },
  version: '2.3.0',
  capabilities: { streaming: false, pushNotifications: false },
  securitySchemes: {
    partner_oauth: {
      oauth2SecurityScheme: {
        flows: {
          clientCredentials: {
            tokenUrl: 'https://auth.partner.example/oauth/token',
            scopes: { 'visa:read': 'Read visa requirements' },
          },
        },
      },
    },
  },
  securityRequirements: [{ schemes: { partner_oauth: { list: ['visa:read'] } } }],
  defaultInputModes: ['application/json', 'text/plain'],
  defaultOutputModes: ['application/json'],
  skills: [
    {
      id: 'visa-requirements',
      name: 'Visa requirements',
      description: 'Entry rules for one trip: visa need, maximum stay, passport validity.',
      tags: ['visa', 'travel', 'entry-requirements'],
    },
  ],
};

const task = (state: string, extra: object = {}) => ({
  id: 'task-81f2',
  contextId: 'ctx-5a10',
  status: { state },
  ...extra,
});
const QUESTION = {
  messageId: 'msg-r1',
  role: 'ROLE_AGENT',
  parts: [{ text: "When does the traveller's passport expire?" }],
};
const RESULT = {
  visa_required: false,
  max_stay_days: 90,
  passport_validity: 'valid for the whole stay',
  source: `https://${HOST}/rules/br-jp`,
};
const ARTIFACT = {
  artifactId: 'art-1',
  name: 'visa-check',
  parts: [{ data: RESULT, mediaType: 'application/json' }],
};

/** A stand-in partner: serves the card and answers JSON-RPC calls with the next prepared task. */
function partner(states: object[], log: Log): { get: Http; post: Http; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    get: async () => CARD,
    post: async (_url, body) => {
      const { id, method, params } = body as {
        id: number;
        method: string;
        params: { id?: string };
      };
      calls.push(method);
      if (method === 'CancelTask') {
        log(`server      CancelTask ${params.id} -> TASK_STATE_CANCELED`);
        return { jsonrpc: '2.0', id, result: task('TASK_STATE_CANCELED') };
      }
      const next = states.shift() ?? task('TASK_STATE_WORKING');
      return { jsonrpc: '2.0', id, result: method === 'SendMessage' ? { task: next } : next };
    },
  };
}

const job: Job = {
  host: HOST,
  skill: 'visa-requirements',
  token: 'token-scoped-to-visa-read',
  input: { nationality: 'BR', destination: 'JP', stay_days: 10, purpose: 'tourism' },
  allow: new Set([HOST]),
};

export async function example(log: Log) {
  const model = scriptedModel([
    'According to Visa Requirements Agent, a Brazilian tourist needs no visa for a 10-day stay in Japan (up to 90 days allowed), and the passport must be valid for the whole stay. Please confirm with the embassy before booking.',
  ]);
  const server = partner(
    [
      task('TASK_STATE_WORKING'),
      task('TASK_STATE_INPUT_REQUIRED', {
        status: { state: 'TASK_STATE_INPUT_REQUIRED', message: QUESTION },
      }),
      task('TASK_STATE_WORKING'),
      task('TASK_STATE_COMPLETED', { artifacts: [ARTIFACT] }),
    ],
    log,
  );
  log(`input       ${JSON.stringify(job.input)} to ${HOST}`);
  const askUser = async () => 'Passport expires 2027-03-14';
  const answer = await delegate(job, { ...server, askUser, complete: model.complete }, log);
  log(`answer      ${answer}`);
  log(
    `result      1 card fetch, JSON-RPC ${server.calls.join(', ')}; ${model.prompts.length} model call`,
  );
}

export async function failure(log: Log) {
  // The partner accepts the task and never finishes it: the client polls 5 times, cancels, and fails clearly.
  const model = scriptedModel([]);
  const server = partner([], log);
  log(`input       ${JSON.stringify(job.input)} to ${HOST}`);
  const askUser = async () => '';
  try {
    await delegate(job, { ...server, askUser, complete: model.complete }, log);
  } catch (err) {
    log(`error       ${(err as Error).message}; the traveller is told the check is unavailable`);
  }
  log(
    `result      JSON-RPC ${server.calls.length} calls, ${model.prompts.length} model calls: nothing unverified reaches the traveller`,
  );
}
