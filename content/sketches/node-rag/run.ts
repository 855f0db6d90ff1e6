// Scripted run of the Node RAG sketch: a real graph walk over a small node store, and a model whose
// answer is prepared. Ids, texts, versions and sizes are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { nodeRag, type DocNode } from './sketch.ts';

const QUESTION = 'What does the retry setting do in the payments SDK?';
const ANSWER =
  'maxRetries sets how many times the SDK retries a failed request [c89], with exponential backoff between attempts [c90]. The default is 5 since v4.0; it was 3 before [c214].';

function store(mentions: string[]): Map<string, DocNode> {
  const node = (n: DocNode): [string, DocNode] => [n.id, n];
  const pub = ['public'];
  return new Map([
    node({ id: 's12', type: 'section', text: 'Configuration', pos: 120, labels: pub, edges: {} }),
    node({
      id: 'c89',
      type: 'chunk',
      text: 'maxRetries: number of times a failed request is retried.',
      pos: 121,
      labels: pub,
      edges: { parent: ['s12'], next: ['c90'], mentions: ['e:maxRetries'] },
    }),
    node({
      id: 'c90',
      type: 'chunk',
      text: 'Retries wait with exponential backoff, starting at 200 ms.',
      pos: 122,
      labels: pub,
      edges: { parent: ['s12'], next: ['c91'] },
    }),
    node({
      id: 'e:maxRetries',
      type: 'entity',
      text: 'maxRetries',
      pos: 9000,
      labels: pub,
      edges: { mentions },
    }),
    node({
      id: 'c214',
      type: 'chunk',
      text: 'v4.0 changelog: maxRetries default changed from 3 to 5.',
      pos: 640,
      labels: pub,
      edges: {},
    }),
    node({
      id: 'c301',
      type: 'chunk',
      text: 'FAQ: why does my payment appear twice? Check idempotency keys when maxRetries is above 0.',
      pos: 810,
      labels: pub,
      edges: {},
    }),
    node({
      id: 'c777',
      type: 'chunk',
      text: 'INC-5521 post-mortem: maxRetries=10 caused duplicate charges for merchant Globex.',
      pos: 950,
      labels: ['internal'],
      edges: {},
    }),
  ]);
}

async function run(mentions: string[], log: Log) {
  const nodes = store(mentions);
  const model = scriptedModel([ANSWER]);
  log(`question  ${QUESTION}`);
  log('seeds     c89 chunk (vector score 0.82), e:maxRetries entity (exact name match)');
  const answer = await nodeRag(
    QUESTION,
    ['c89', 'e:maxRetries'],
    (id) => nodes.get(id),
    (n) => n.labels.includes('public'),
    model.complete,
    log,
    { maxTokens: 60 }, // a tiny budget so the example shows the stop; real budgets are thousands
  );
  log(`answer    ${answer}`);
  log(
    `result    ${model.prompts.length} model call; the prompt holds ${model.prompts[0].match(/<node /g)?.length} nodes`,
  );
}

export async function example(log: Log) {
  await run(['c89', 'c214', 'c301'], log);
}

export async function failure(log: Log) {
  // The entity also links an internal post-mortem: expansion reaches it although the query never matched it.
  await run(['c777', 'c214', 'c89', 'c301'], log);
}
