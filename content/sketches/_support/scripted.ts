/**
 * Stand-ins for a sketch's run (content/sketches/{id}/run.ts): a scripted model that answers from
 * a prepared list and records what it was asked, so a run is deterministic and its output can be
 * recorded and shown on the page. Sketches themselves never import this file.
 */

/** Where a run writes its trace; each call is one line of the recorded output. */
export type Log = (line: string) => void;

/** One prepared reply: fixed text, or a function of the prompt the model received. */
export type Reply = string | ((prompt: string) => string);

/**
 * A model that returns `replies` in order. Asking for more replies than were prepared throws, so a
 * sketch that calls the model more often than its page says fails its test.
 */
export function scriptedModel(replies: Reply[]): {
  complete: (prompt: string) => Promise<string>;
  prompts: string[];
} {
  const prompts: string[] = [];
  let next = 0;
  return {
    prompts,
    complete: async (prompt: string) => {
      prompts.push(prompt);
      const reply = replies[next++];
      if (reply === undefined) throw new Error(`scripted model: call ${next} was not scripted`);
      return typeof reply === 'function' ? reply(prompt) : reply;
    },
  };
}

/** A model whose reply depends only on which rule's `when` text the prompt contains (first match wins). */
export function keyedModel(rules: { when: string; reply: Reply }[]): {
  complete: (prompt: string) => Promise<string>;
  prompts: string[];
} {
  const prompts: string[] = [];
  return {
    prompts,
    complete: async (prompt: string) => {
      prompts.push(prompt);
      const rule = rules.find((r) => prompt.includes(r.when));
      if (!rule)
        throw new Error(
          `keyed model: no scripted reply for a prompt starting "${prompt.slice(0, 60)}"`,
        );
      return typeof rule.reply === 'function' ? rule.reply(prompt) : rule.reply;
    },
  };
}
