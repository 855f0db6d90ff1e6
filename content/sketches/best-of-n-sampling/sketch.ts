// Best-of-N: sample N candidates for one prompt, score each with an objective check, keep the best
// one that also passes tests the generator never saw, or report that none did.
export type Complete = (prompt: string, temperature: number) => Promise<string>;
/** Runs code against named tests in a sandbox (no network, no secrets); returns the failing names. */
export type RunTests = (code: string, tests: 'visible' | 'held-out') => Promise<string[]>;
export interface Candidate {
  index: number;
  code: string;
  passed: number;
  failing: string[];
}

export const GENERATE_PROMPT = `You are writing one JavaScript function for a code base.
Task: {task}
Signature: {signature}
Examples that must hold:
{examples}
Rules:
- Reply with the function only, inside one \`\`\`js block, with no explanation.
- Use only the language's built-ins; add no imports or require calls.
- Handle inputs the examples do not show; never special-case the example inputs.`;

export async function bestOfN(
  complete: Complete,
  runTests: RunTests,
  spec: { task: string; signature: string; examples: string[]; visibleTests: number },
  { n = 4, temperature = 0.8, onEvent = (_line: string) => {} } = {},
): Promise<{ winner?: Candidate; candidates: Candidate[] }> {
  const prompt = GENERATE_PROMPT.replace('{task}', spec.task)
    .replace('{signature}', spec.signature)
    .replace('{examples}', spec.examples.map((e) => `- ${e}`).join('\n'));
  // N independent samples of the same prompt, concurrently, with enough temperature to differ.
  const replies = await Promise.allSettled(
    Array.from({ length: n }, () => complete(prompt, temperature)),
  );
  const candidates: Candidate[] = [];
  for (const [i, reply] of replies.entries()) {
    const code =
      reply.status === 'fulfilled' ? /```js\n([\s\S]*?)```/.exec(reply.value)?.[1] : undefined;
    if (!code) onEvent(`sample ${i + 1}  rejected: no code block`);
    else if (/\b(import|require)\b/.test(code))
      onEvent(`sample ${i + 1}  rejected: imports a module`);
    else {
      const failing = await runTests(code, 'visible');
      const passed = spec.visibleTests - failing.length;
      onEvent(
        `sample ${i + 1}  ${passed}/${spec.visibleTests} visible tests${failing.length ? `, fails ${failing.join(', ')}` : ''}`,
      );
      candidates.push({ index: i + 1, code, passed, failing });
    }
  }
  // Highest score first; ties go to the shorter implementation (deterministic, easier to review).
  candidates.sort((a, b) => b.passed - a.passed || a.code.length - b.code.length);
  for (const c of candidates.filter((c) => c.failing.length === 0)) {
    const hidden = await runTests(c.code, 'held-out');
    onEvent(
      `held-out  sample ${c.index}: ${hidden.length ? `fails ${hidden.join(', ')}` : 'passes all'}`,
    );
    if (!hidden.length) return { winner: c, candidates };
  }
  return { candidates }; // nothing good enough: the caller reports the best failing one, never claims success
}
