// Input length limits: a cap and an over-limit policy per source, a byte check before any tokenizer, a whole-prompt budget.
export type Policy = 'reject' | 'truncate' | 'paginate';
export interface Limit {
  maxBytes: number;
  maxTokens: number;
  policy: Policy;
}
export type CountTokens = (text: string) => number;
export type Complete = (prompt: string) => Promise<string>;
export type Checked = { ok: true; text: string; note?: string } | { ok: false; reason: string };

export const SYSTEM = `You review contracts for ExampleCo's legal team. Answer only from the material below.
Material marked [truncated ...] or [more available ...] is incomplete: say so when the answer
may depend on the missing part, and never guess what it contains.`;

export const LIMITS: Record<string, Limit> = {
  chat: { maxBytes: 64_000, maxTokens: 8_000, policy: 'reject' },
  chunk: { maxBytes: 16_000, maxTokens: 800, policy: 'truncate' },
  tool: { maxBytes: 1_000_000, maxTokens: 4_000, policy: 'paginate' },
};
export const PROMPT_BUDGET = 12_000; // tokens for the whole prompt, leaving room for the answer

export function enforce(source: string, text: string, count: CountTokens): Checked {
  const limit = LIMITS[source];
  if (!limit) return { ok: false, reason: `no limit configured for ${source}` }; // fail closed
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > limit.maxBytes && limit.policy === 'reject')
    return { ok: false, reason: `${source} is ${bytes} bytes; the limit is ${limit.maxBytes}` };
  let cut = bytes > limit.maxBytes ? text.slice(0, limit.maxBytes) : text; // cheap cut before counting
  const tokens = count(cut);
  if (tokens <= limit.maxTokens && cut === text) return { ok: true, text };
  if (limit.policy === 'reject')
    return { ok: false, reason: `${source} is ${tokens} tokens; the limit is ${limit.maxTokens}` };
  while (count(cut) > limit.maxTokens) {
    const end = cut.lastIndexOf('. ', cut.length - 3); // back off to the previous sentence end
    cut = end > 0 ? cut.slice(0, end + 1) : cut.slice(0, Math.floor(cut.length * 0.9));
  }
  const note =
    limit.policy === 'paginate'
      ? `[more available: ${count(text) - count(cut)} tokens, call read_more]`
      : `[truncated: ${count(text) - count(cut)} tokens cut]`;
  return { ok: true, text: `${cut} ${note}`, note };
}

export async function answer(
  complete: Complete,
  count: CountTokens,
  input: { message: string; history: string[]; chunks: string[]; toolResults: string[] },
): Promise<{ reply?: string; rejected?: string; notes: string[] }> {
  const message = enforce('chat', input.message, count);
  if (!message.ok) return { rejected: message.reason, notes: [] };
  const material = [
    ...input.chunks.map((c) => enforce('chunk', c, count)),
    ...input.toolResults.map((t) => enforce('tool', t, count)),
  ].filter((c): c is Extract<Checked, { ok: true }> => c.ok);
  const notes = material.flatMap((m) => (m.note ? [m.note] : []));
  const history = [...input.history];
  const build = () =>
    [SYSTEM, ...material.map((m) => m.text), ...history, `User: ${message.text}`].join('\n\n');
  while (count(build()) > PROMPT_BUDGET && history.length) {
    history.shift(); // oldest history goes first; the system prompt is never cut
    notes.push(`dropped oldest history turn (${history.length} left)`);
  }
  if (count(build()) > PROMPT_BUDGET) return { rejected: 'prompt over budget', notes };
  return { reply: await complete(build()), notes };
}
