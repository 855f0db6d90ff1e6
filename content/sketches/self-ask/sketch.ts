// Self-ask with search: the model writes follow-up questions in a fixed scaffold; generation stops at
// each "Intermediate answer:", code answers the follow-up from search, and the final answer must be
// backed by a sourced intermediate answer.
export type Complete = (prompt: string, stop: string[]) => Promise<string>;
export type Search = (question: string) => Promise<{ text: string; source: string } | null>;
export type Event = {
  kind: 'model' | 'follow-up' | 'search' | 'final' | 'check' | 'stop';
  text: string;
};

export const SELF_ASK_PROMPT = `Answer questions about our internal systems. When a question needs more than one fact,
write follow-up questions, one fact per follow-up. A search of the company wiki answers each
follow-up after "Intermediate answer:", with its source in brackets.
If an intermediate answer is "unknown", do not guess: write "So the final answer is: unknown".

Question: Which office does the on-call engineer for the search service work from?
Are follow up questions needed here: Yes.
Follow up: Who is the on-call engineer for the search service this week?
Intermediate answer: M. Laine is on call for the search service this week. [wiki/oncall/search]
Follow up: Which office does M. Laine work from?
Intermediate answer: M. Laine works from the Tampere office. [wiki/people/m-laine]
So the final answer is: Tampere

Question: When was the payments database last restored from a backup?
Are follow up questions needed here: Yes.
Follow up: When was the payments database last restored from a backup?
Intermediate answer: unknown
So the final answer is: unknown

Question: {question}
Are follow up questions needed here:`;

const SCAFFOLD =
  /(Question|Follow up|Intermediate answer|So the final answer is|Are follow up questions needed here)\s*:/gi;
/** Search text goes in as one short sentence with no scaffold markers, so it cannot steer the parser. */
const sentences = (text: string) => text.replace(/\s+/g, ' ').split(/(?<=[.!?])(?<!\b[A-Z]\.)\s/); // not after an initial
const clean = (sentence: string) => sentence.replace(SCAFFOLD, '').trim().slice(0, 200);

export async function selfAsk(
  complete: Complete,
  search: Search,
  question: string,
  { maxFollowUps = 4, onEvent = (_e: Event) => {} } = {},
): Promise<{ answer: string; sources: string[] }> {
  let prompt = SELF_ASK_PROMPT.replace('{question}', question);
  const answers: { text: string; source: string }[] = [];
  const asked = new Set<string>();
  for (let call = 0; call <= maxFollowUps; call++) {
    const out = await complete(prompt, ['Intermediate answer:']); // the model pauses after each follow-up
    prompt += out;
    if (call === 0)
      onEvent({ kind: 'model', text: `Are follow up questions needed here:${out.split('\n')[0]}` });
    const final = /So the final answer is:\s*(.+)/.exec(out)?.[1].trim();
    if (final !== undefined) {
      onEvent({ kind: 'final', text: final });
      if (final.toLowerCase() === 'unknown') return { answer: 'unknown', sources: [] };
      // For a lookup question the answer must appear in an intermediate answer that came from search.
      const backing = answers.filter((a) => a.text.toLowerCase().includes(final.toLowerCase()));
      onEvent({
        kind: 'check',
        text: backing.length
          ? `backed by ${backing.map((a) => a.source).join(', ')}`
          : `rejected: "${final}" appears in no sourced intermediate answer`,
      });
      return backing.length
        ? { answer: final, sources: backing.map((a) => a.source) }
        : { answer: 'unknown', sources: [] };
    }
    const followUp = /Follow up:\s*(.+?)\s*$/.exec(out.trim())?.[1];
    const why = !followUp
      ? 'no follow-up or final answer'
      : asked.has(followUp.toLowerCase())
        ? 'repeated follow-up'
        : call === maxFollowUps
          ? `limit of ${maxFollowUps} follow-ups`
          : '';
    if (!followUp || why) {
      onEvent({ kind: 'stop', text: why });
      return { answer: 'unknown', sources: [] };
    }
    asked.add(followUp.toLowerCase());
    onEvent({ kind: 'follow-up', text: followUp });
    const hit = await search(followUp);
    const parts = hit ? sentences(hit.text) : [];
    const inserted = hit ? `${clean(parts[0])} [${hit.source}]` : 'unknown';
    if (hit) answers.push({ text: clean(parts[0]), source: hit.source });
    const dropped = parts.length > 1 ? ` (${parts.length - 1} more sentence dropped)` : '';
    onEvent({ kind: 'search', text: hit ? inserted + dropped : 'no result: inserted "unknown"' });
    prompt += `Intermediate answer: ${inserted}\n`;
  }
  return { answer: 'unknown', sources: [] }; // unreachable: the limit check above stops first
}
