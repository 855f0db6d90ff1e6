// Scripted run of the LLMCompiler sketch: real parser, fetching unit and replanning loop; the
// planner's and joiner's replies are prepared, and the tools return illustrative figures.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { compile, type Tools } from './sketch.ts';

const question =
  'Which has the higher population density, Portugal or the Netherlands, and by what factor?';

// Rounded, illustrative figures: they show the shape of the run, not checked statistics.
const facts: Record<string, string> = {
  'Portugal population': '10600000',
  'Portugal area km2': '92212',
  'Netherlands population': '17900000',
  'Netherlands area km2': '41850',
};

/** search returns text from outside; math accepts only "<number> <op> <number>", so text cannot pass. */
function tools(overrides: Record<string, string> = {}): Tools {
  return {
    search: {
      describe: 'one fact from the web, as text',
      run: async (q) => overrides[q] ?? facts[q] ?? 'no result',
    },
    math: {
      describe: 'one arithmetic operation on two numbers, for example "12 / 4"',
      run: async (expr) => {
        const m = /^\s*([\d.]+)\s*([*/])\s*([\d.]+)\s*$/.exec(expr);
        if (!m) return `ERROR not "<number> <op> <number>": ${expr}`;
        const [a, b] = [Number(m[1]), Number(m[3])];
        return String(Math.round((m[2] === '*' ? a * b : a / b) * 100) / 100);
      },
    },
  };
}

const PLAN = `1. search("Portugal population")
2. search("Portugal area km2")
3. search("Netherlands population")
4. search("Netherlands area km2")
5. math("$1 / $2")
6. math("$3 / $4")
7. math("$6 / $5")
8. join()`;

const show = (log: Log) => (kind: string, text: string) => log(`${kind.padEnd(6)} ${text}`);

export async function example(log: Log) {
  const model = scriptedModel([
    PLAN,
    '{"thought": "Both densities and their ratio are in the results.", "action": "finish", "answer": "The Netherlands: about 427.7 people per km2 ($6) against 114.95 for Portugal ($5), 3.72 times as dense ($7)."}',
  ]);
  log(`question ${question}`);
  const result = await compile(question, model.complete, tools(), show(log));
  log(`answer ${result.answer}`);
  log(
    `result ${model.prompts.length} model calls, ${result.toolCalls} tool calls, ${result.rounds} round`,
  );
}

export async function failure(log: Log) {
  // One search returns square miles. math refuses the text, the task that needs it is skipped,
  // and the joiner asks for a second round that reuses the results that were fine.
  const model = scriptedModel([
    PLAN,
    '{"thought": "$2 is in square miles, so $5 failed and $7 was skipped.", "action": "replan", "reason": "convert $2 to km2 and recompute $5 and $7"}',
    `9. math("35603 * 2.59")
10. math("$1 / $9")
11. math("$6 / $10")
12. join()`,
    '{"thought": "The converted area gives both densities.", "action": "finish", "answer": "The Netherlands, about 3.72 times as dense ($11), using $6 and $10."}',
  ]);
  log(`question ${question}`);
  const result = await compile(
    question,
    model.complete,
    tools({ 'Portugal area km2': '35603 sq mi' }),
    show(log),
  );
  log(`answer ${result.answer}`);
  log(
    `result ${model.prompts.length} model calls, ${result.toolCalls} tool calls, ${result.rounds} rounds`,
  );
}
