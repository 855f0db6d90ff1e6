// Scripted run of the REST tools sketch: real URL building, ETag handling, Retry-After and error
// mapping; a fake project API and a model whose replies are prepared. Task and project ids, titles,
// names and ETags are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { makeTools, runAgent, type Http, type Op, type Res } from './sketch.ts';

const OPS: Record<string, Op> = {
  get_task: {
    method: 'GET',
    path: '/tasks/{task_id}',
    doc: 'one task; args {"task_id": "<digits>"}',
  },
  list_tasks: {
    ...{ method: 'GET', path: '/projects/{project_id}/tasks', query: ['status', 'limit'] },
    doc: 'tasks of a project; args {"project_id", "status": "open" | "done", "limit": 1-20}',
  },
  set_status: {
    ...{ method: 'PATCH', path: '/tasks/{task_id}', body: ['status'] },
    doc: 'change the status of the task you read last; args {"task_id", "status": "open" | "in_review" | "blocked" | "done"}',
  },
};

type Task = { id: number; title: string; status: string; updated_by: string; etag: string };
function fakeApi(busyOnce: boolean, colleagueEdits: boolean): Http {
  const task: Task = {
    id: 981,
    title: 'Draft release notes',
    status: 'in_review',
    updated_by: 'dana',
    etag: '"t3"',
  };
  const show = ({ etag, ...rest }: Task): Res => ({ status: 200, headers: { etag }, body: rest });
  return async (method, url, headers, body) => {
    if (url.startsWith('/projects/')) {
      if (busyOnce && !(busyOnce = false))
        return { status: 429, headers: { 'retry-after': '2' }, body: {} };
      const open = [
        { id: 975, title: 'Fix login timeout', status: 'open' },
        { id: 990, title: 'Update screenshots', status: 'open' },
      ];
      return { status: 200, headers: {}, body: { items: open, next: null } };
    }
    if (method === 'GET') {
      const result = show(task);
      if (colleagueEdits)
        Object.assign(task, { status: 'blocked', updated_by: 'lee', etag: '"t5"' }); // lands after Dana's read
      colleagueEdits = false;
      return result;
    }
    if ((headers as Record<string, string>)['If-Match'] !== task.etag) {
      const problem = {
        type: 'https://pm.example/problems/stale',
        title: 'Task changed since it was read',
        status: 412,
      };
      return {
        status: 412,
        headers: { 'content-type': 'application/problem+json' },
        body: problem,
      };
    }
    Object.assign(task, body, { updated_by: 'dana', etag: '"t4"' });
    return show(task);
  };
}

async function run(log: Log, api: Http, replies: object[]) {
  const model = scriptedModel(replies.map((r) => JSON.stringify(r)));
  const request = 'Mark task 981 as done, then show what is still open in project 42.';
  log(`user        dana: ${request}`);
  const send = makeTools(api, async () => undefined, log);
  log(`final       ${await runAgent(model.complete, send, OPS, 'dana', request, log)}`);
  log(`calls       ${model.prompts.length} model calls`);
}

const read = { tool: 'get_task', args: { task_id: '981' } };
const done = { tool: 'set_status', args: { task_id: '981', status: 'done' } };

export async function example(log: Log) {
  await run(log, fakeApi(true, false), [
    read,
    done,
    { tool: 'list_tasks', args: { project_id: '42', status: 'open', limit: 20 } },
    {
      final:
        'Task 981 "Draft release notes" is done. Still open in project 42: 975 "Fix login timeout" and 990 "Update screenshots".',
    },
  ]);
}

export async function failure(log: Log) {
  // Lee marks the task blocked between Dana's read and her update. The PATCH carries the old ETag,
  // the API answers 412, and the tool re-reads and reports instead of overwriting Lee's change.
  await run(log, fakeApi(false, true), [
    read,
    done,
    {
      final:
        'I did not change task 981: Lee marked it "blocked" after I read it. Should I still set it to done?',
    },
  ]);
}
