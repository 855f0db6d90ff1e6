// Conversational RAG: rewrite each follow-up into a standalone query from the user's own earlier
// turns, retrieve with that query, then answer from the documents and the conversation.
export type Complete = (prompt: string) => Promise<string>;
export type Turn = { role: 'user' | 'assistant'; text: string };
export type Doc = { id: string; text: string };

export const REWRITE_PROMPT = `You turn the user's latest message into a standalone search query for the policy search.
Earlier messages from this user, oldest first:
{history}
Latest message: {message}
Reply with one JSON object and nothing else, either
{"topic": "same" or "new", "query": "<standalone query>"} or {"clarify": "<one short question>"}.
Use earlier messages only when the latest one refers to them; for a new topic, use the latest message alone.
Resolve words like "it", "that" and "and X?" from earlier messages. Do not add facts, names or limits the user did not state.
If two earlier subjects fit equally well, ask which one instead of guessing.`;

export const ANSWER_PROMPT = `You answer an employee's questions about company policy.
Use only the documents below and cite their ids. If they do not answer the question, say so.
Conversation so far:
{conversation}
Documents:
{documents}
Question: {message}`;

type Rewrite = { topic?: 'same' | 'new'; query?: string; clarify?: string };

export async function conversationalTurn(
  history: Turn[],
  message: string,
  complete: Complete,
  retrieve: (query: string) => Promise<Doc[]>,
  log: (line: string) => void,
): Promise<string> {
  // Only the user's own recent turns reach the rewriter: assistant text and retrieved documents
  // cannot steer the search query.
  const userTurns = history.filter((t) => t.role === 'user').slice(-4);
  const reply = await complete(
    REWRITE_PROMPT.replace(
      '{history}',
      userTurns.map((t) => `- ${t.text}`).join('\n') || '(none)',
    ).replace('{message}', message),
  );
  let rewrite: Rewrite;
  try {
    rewrite = JSON.parse(reply) as Rewrite;
  } catch {
    rewrite = { topic: 'new', query: message }; // unparseable: search with the user's own words
  }
  if (rewrite.clarify) {
    log(`clarify    ${rewrite.clarify} (no search run)`);
    return rewrite.clarify;
  }
  const query = rewrite.query?.trim() || message;
  log(`rewrite    [${rewrite.topic ?? 'new'}] ${query}`);
  const docs = await retrieve(query);
  log(`retrieve   ${docs.map((d) => d.id).join(', ') || 'nothing'}`);
  const recent = history.slice(-6).map((t) => `${t.role}: ${t.text}`);
  return complete(
    ANSWER_PROMPT.replace('{conversation}', recent.join('\n') || '(start)')
      .replace('{documents}', docs.map((d) => `[${d.id}] ${d.text}`).join('\n'))
      .replace('{message}', message),
  );
}
