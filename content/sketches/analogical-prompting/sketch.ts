// Analogical prompting: one call in which the model recalls a few related problems, states the idea
// they share, then solves the real problem after a fixed marker. The code parses the sections,
// flags near-duplicate exemplars, and sends nothing the user's own tests have not passed.
export type Complete = (prompt: string) => Promise<string>;
/** Runs the user's test cases against a solution in a sandbox. */
export type RunTests = (
  solution: string,
) => Promise<{ passed: number; total: number; failure?: string }>;

export const ANALOGICAL_PROMPT = `# Problem
{problem}

# Instructions
## Relevant problems
Recall {n} relevant and distinct problems (different techniques or settings, not restatements
of this one). For each, write one line: "<number>. <name>: <the method in one sentence>".
## Key idea
In one sentence, state the general technique that carries over to the problem above.
## Solve the initial problem
Write "### FINAL" on its own line, then the solution only.`;

export const RETRY_NOTE = `

Your previous solution failed this test: {failure}
If the recalled problems led you to the wrong method, recall different ones. Solve again.`;

const words = (s: string) => new Set(s.toLowerCase().match(/[a-z]+/g) ?? []);
const overlap = (a: Set<string>, b: Set<string>) =>
  [...a].filter((w) => b.has(w)).length / Math.max(a.size, b.size);

export function parse(output: string) {
  const at = output.lastIndexOf('### FINAL');
  if (at < 0) return undefined;
  const head = output.slice(0, at);
  const exemplars = head
    .split('\n')
    .filter((l) => /^\d+\.\s/.test(l.trim()))
    .map((l) => l.trim());
  const idea = /## Key idea\s*\n(.+)/.exec(head)?.[1].trim() ?? '';
  return { exemplars, idea, solution: output.slice(at + '### FINAL'.length).trim() };
}

export async function analogicalSolve(
  complete: Complete,
  runTests: RunTests,
  problem: string,
  { n = 2, onEvent = (_kind: string, _text: string) => {} } = {},
): Promise<{ solution?: string; exemplars: string[]; calls: number }> {
  let prompt = ANALOGICAL_PROMPT.replace('{problem}', problem).replace('{n}', `${n}`);
  let exemplars: string[] = [];
  for (let call = 1; call <= 2; call++) {
    const parsed = parse(await complete(prompt));
    if (!parsed) {
      onEvent('rejected', 'no ### FINAL section');
      prompt += RETRY_NOTE.replace('{failure}', 'the reply had no ### FINAL section');
      continue;
    }
    exemplars = parsed.exemplars; // kept for the log; never shown to the user as facts
    exemplars.forEach((e) => onEvent('exemplar', e));
    const titles = exemplars.map((e) => words(e.split(':')[0]));
    for (let i = 1; i < titles.length; i++)
      if (titles.slice(0, i).some((t) => overlap(t, titles[i]) > 0.6))
        onEvent('warning', `exemplar ${i + 1} repeats an earlier one: the recall was not distinct`);
    onEvent('key idea', parsed.idea);
    onEvent(
      'solution',
      `${parsed.solution.split('\n')[0]} ... (${parsed.solution.split('\n').length} lines)`,
    );
    const result = await runTests(parsed.solution); // the answer is judged by tests, not by its exemplars
    onEvent(
      'tests',
      `${result.passed}/${result.total} pass${result.failure ? `; ${result.failure}` : ''}`,
    );
    if (result.passed === result.total)
      return { solution: parsed.solution, exemplars, calls: call };
    prompt += RETRY_NOTE.replace('{failure}', result.failure ?? 'some tests failed');
  }
  onEvent('escalate', 'no solution passed the tests: reply without code and flag for a person');
  return { exemplars, calls: 2 };
}
