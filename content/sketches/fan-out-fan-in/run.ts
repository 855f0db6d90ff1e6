// Scripted run of the fan-out/fan-in sketch: real pool, timeouts, retries and join; sources and an
// extraction model whose replies are prepared.
import { keyedModel, type Log } from '../_support/scripted.ts';
import { fanOutFanIn, type FetchSource } from './sketch.ts';

const claim = 'The city of Lund banned diesel buses in its centre in 2024.';
const texts: Record<string, string> = {
  s1: 'Council minutes, March 2024. The council voted to ban diesel buses from the centre from 1 July 2024.',
  s2: 'Lund transport plan. Electric buses will replace diesel buses in the centre from July 2024.',
  s3: 'Regional news. Lund postponed its diesel bus ban to 2026 after a supplier delay.',
  s5: 'Tourist guide. Lund has a cathedral, a university and many bicycles.',
  s6: 'Operator press release. Our last diesel bus left central Lund on 30 June 2024.',
};
const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

function sources(slow: string[], paywalled: string[]): FetchSource {
  const tries: Record<string, number> = {};
  return async (id) => {
    tries[id] = (tries[id] ?? 0) + 1;
    if (id === 's2' && tries[id] === 1) throw new Error('transient: HTTP 429');
    if (slow.includes(id)) await delay(200);
    if (paywalled.includes(id)) throw new Error('paywall: HTTP 402');
    await delay(5);
    return texts[id] ?? `Source ${id}. Nothing about buses.`;
  };
}
const model = () =>
  keyedModel([
    {
      when: 'Source s1',
      reply:
        '{"stance": "supports", "quote": "The council voted to ban diesel buses from the centre from 1 July 2024."}',
    },
    {
      when: 'Source s2',
      reply:
        '{"stance": "supports", "quote": "Electric buses will replace diesel buses in the centre from July 2024."}',
    },
    {
      when: 'Source s3',
      reply:
        '{"stance": "contradicts", "quote": "Lund postponed its diesel bus ban to 2026 after a supplier delay."}',
    },
    { when: 'Source s5', reply: '{"stance": "silent", "quote": ""}' },
    {
      when: 'Source s6',
      reply:
        '{"stance": "supports", "quote": "Our last diesel bus left central Lund on 30 June 2024."}',
    },
    { when: 'Source s', reply: '{"stance": "silent", "quote": ""}' },
  ]);

async function run(
  log: Log,
  ids: string[],
  slow: string[],
  paywalled: string[],
  minSuccess: number,
) {
  const m = model();
  log(`claim     ${claim}`);
  log(
    `dispatch  ${ids.length} sources, 3 at a time, timeout 50 ms, 1 retry on transient errors, quorum ${minSuccess}`,
  );
  const r = await fanOutFanIn(claim, ids, sources(slow, paywalled), m.complete, {
    concurrency: 3,
    timeoutMs: 50,
    retries: 1,
    minSuccess,
  });
  for (const o of r.outcomes)
    log(
      `${o.id.padEnd(9)} ${o.status}${o.stance ? ` ${o.stance}` : ''}${o.note ? ` (${o.note})` : ''}`,
    );
  log(
    `join      ${r.ok.length}/${ids.length} succeeded, quorum ${minSuccess}: ${r.joined ? 'met' : 'NOT met'}; missing ${r.missing.join(', ') || 'none'}`,
  );
  return { r, calls: m.prompts.length };
}

export async function example(log: Log) {
  const { r, calls } = await run(
    log,
    ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'],
    ['s4'],
    ['s7'],
    6,
  );
  const tally = (s: string) => r.ok.filter((o) => o.stance === s).length;
  log(
    `synthesis ${tally('supports')} support, ${tally('contradicts')} contradicts, ${tally('silent')} silent; ${r.missing.length} of 8 sources could not be read (${r.missing.join(', ')})`,
  );
  log(`result    ${calls} model calls, one per source that was read`);
}

export async function failure(log: Log) {
  // A slow provider: three sources time out and one is paywalled, so the quorum is not met.
  const { r } = await run(
    log,
    ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'],
    ['s3', 's4', 's6'],
    ['s7'],
    6,
  );
  log(
    r.joined
      ? 'result    answered'
      : 'result    no answer: the join failed and says which sources are missing',
  );
}
