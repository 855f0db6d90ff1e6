// Sliding window memory: keep the newest messages that fit a token budget, drop the oldest in whole
// groups (a tool call travels with its result), and keep policy and session facts pinned outside it.
export type Complete = (prompt: string) => Promise<string>;
export type Count = (text: string) => number;
export interface Msg {
  role: 'user' | 'assistant' | 'tool';
  text: string;
  /** Messages with the same group are kept or dropped together, such as a tool call and its result. */
  group: string;
}
export type WindowEvent = { kind: 'cap' | 'drop' | 'window'; text: string };

export const WINDOW_PROMPT = `You are the support assistant for Acme Router customers.
{policy}
Session facts (kept by the application, always current):
{facts}
{dropped}
Conversation (oldest messages may have been removed to fit):
{history}
Answer the customer's last message. If it refers to something that is not shown above or in the session facts, say that you no longer have that part of the conversation and ask for it again; never guess what was said.`;

/** Cuts one message to `max` tokens before it enters history, so a single paste cannot flush the window. */
export function capMessage(m: Msg, max: number, count: Count): Msg {
  const words = m.text.split(/\s+/);
  if (count(m.text) <= max) return m;
  return { ...m, text: `${words.slice(0, max).join(' ')} [cut: ${count(m.text) - max} tokens]` };
}

export function slideWindow(
  history: Msg[],
  budget: number,
  count: Count,
  onEvent = (_e: WindowEvent) => {},
) {
  const groups: Msg[][] = [];
  for (const m of history) {
    const last = groups.at(-1);
    if (last && last[0].group === m.group) last.push(m);
    else groups.push([m]);
  }
  const size = (g: Msg[]) => g.reduce((n, m) => n + count(m.text), 0);
  let total = groups.reduce((n, g) => n + size(g), 0);
  let dropped = 0;
  while (groups.length > 1 && total > budget) {
    const oldest = groups.shift()!; // never the newest group: the customer's last message stays
    total -= size(oldest);
    dropped += oldest.length;
    const what = oldest.map((m) => `${m.role} "${m.text.slice(0, 32)}…"`).join(' + ');
    onEvent({ kind: 'drop', text: `${what} (${size(oldest)} tokens) -> ${total}` });
  }
  const n = groups.flat().length;
  onEvent({
    kind: 'window',
    text: `${n} message${n === 1 ? '' : 's'}, ${total} of ${budget} tokens`,
  });
  return { kept: groups.flat(), dropped };
}

export async function reply(
  complete: Complete,
  count: Count,
  opts: { policy: string; facts: string[]; history: Msg[]; budget: number; maxMessage: number },
  onEvent = (_e: WindowEvent) => {},
): Promise<{ answer: string; promptTokens: number }> {
  const capped = opts.history.map((m) => {
    const c = capMessage(m, opts.maxMessage, count);
    if (c !== m) onEvent({ kind: 'cap', text: `${m.role} message of ${count(m.text)} tokens cut` });
    return c;
  });
  const { kept, dropped } = slideWindow(capped, opts.budget, count, onEvent);
  const prompt = WINDOW_PROMPT.replace('{policy}', opts.policy)
    .replace('{facts}', opts.facts.map((f) => `- ${f}`).join('\n'))
    .replace(
      '{dropped}',
      dropped ? `(${dropped} earlier messages were removed from this window.)` : '',
    )
    .replace('{history}', kept.map((m) => `${m.role}: ${m.text}`).join('\n'));
  return { answer: await complete(prompt), promptTokens: count(prompt) };
}
