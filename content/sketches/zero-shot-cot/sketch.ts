// Zero-shot chain-of-thought: one call writes the reasoning after a generic trigger, a second call
// extracts the answer in a fixed format, and code validates it before anything uses it.
export type Complete = (prompt: string, options: { maxTokens: number }) => Promise<string>;
export type CotEvent = { kind: 'reasoning' | 'extracted' | 'rejected' | 'accepted'; text: string };

export const REASONING_PROMPT = `Q: {question}
A: Let's think step by step.`;

export const EXTRACTION_PROMPT = `Q: {question}
A: Let's think step by step. {reasoning}
Therefore, the answer ({format}) is`;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export async function zeroShotCot<T>(
  complete: Complete,
  question: string,
  format: string,
  /** Turns the extracted text into a typed answer, or null when it is not in the format. */
  parse: (text: string) => T | null,
  {
    /** An independent check, such as the ledger's own calculation; returns a problem or null. */
    check = (_answer: T): string | null => null,
    onEvent = (_e: CotEvent) => {},
  } = {},
): Promise<{ answer?: T; reasoning: string; problem?: string }> {
  // Stage 1: the trigger makes the model write its steps; the cap bounds a rambling chain.
  const reasoning = (
    await complete(fill(REASONING_PROMPT, { question }), { maxTokens: 800 })
  ).trim();
  onEvent({ kind: 'reasoning', text: reasoning });
  // Stage 2: the same question and reasoning, then a cue that names the exact format.
  const prompt = fill(EXTRACTION_PROMPT, { question, reasoning, format });
  const extracted = (await complete(prompt, { maxTokens: 20 })).trim().replace(/\.$/, '');
  onEvent({ kind: 'extracted', text: extracted });
  const answer = parse(extracted);
  const problem = answer === null ? `not in the format (${format})` : check(answer);
  if (answer === null || problem) {
    onEvent({ kind: 'rejected', text: `${problem}: not shown; sent to a person` });
    return { reasoning, problem: problem ?? undefined };
  }
  onEvent({ kind: 'accepted', text: String(answer) });
  return { answer, reasoning };
}
