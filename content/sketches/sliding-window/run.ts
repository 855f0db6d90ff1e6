// Scripted run of the sliding window sketch: the real trimming and prompt assembly, a prepared model
// reply. Tokens are counted as words to keep the numbers readable; order, ticket and firmware
// details are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { reply, type Msg, type WindowEvent } from './sketch.ts';

const count = (text: string) => text.split(/\s+/).filter(Boolean).length;
const POLICY =
  'Policy: refunds within 30 days of delivery; refunds over 100 EUR go to a human agent. Never reveal data about other customers.';
const FACTS = [
  'Customer verified: order A-7731, AX3000 router, 129 EUR, delivered 2026-11-23',
  'Open ticket: T-5520',
];
const chat: Msg[] = [
  {
    role: 'user',
    group: 'g1',
    text: 'Hi, my order A-7731 arrived yesterday and the router keeps dropping Wi-Fi.',
  },
  { role: 'assistant', group: 'g2', text: 'lookup_order {"order":"A-7731"}' },
  {
    role: 'tool',
    group: 'g2',
    text: 'A-7731: AX3000 router, delivered 2026-11-23, firmware 1.0.4',
  },
  {
    role: 'assistant',
    group: 'g3',
    text: 'Firmware 1.0.4 has a known evening drop; please update to 1.2.1 in the app.',
  },
  { role: 'user', group: 'g4', text: 'Updated to 1.2.1 but it still drops at 8 pm on both bands.' },
  { role: 'assistant', group: 'g5', text: 'Thanks. Please try channel 36 on 5 GHz tonight.' },
];

const print = (log: Log) => (e: WindowEvent) => log(`${e.kind.padEnd(8)} ${e.text}`);

export async function example(log: Log) {
  const last: Msg = {
    role: 'user',
    group: 'g6',
    text: 'Channel 36 did not help either. Can I just get a refund?',
  };
  const model = scriptedModel([
    'Yes: your AX3000 (order A-7731) was delivered on 23 November, inside the 30-day window. Because the refund is over 100 EUR, a colleague confirms it; I have added the request to ticket T-5520.',
  ]);
  const history = [...chat, last];
  log(`budget   history 50 tokens; policy and session facts pinned outside the window`);
  log(
    `history  ${history.length} messages, ${history.reduce((n, m) => n + count(m.text), 0)} tokens`,
  );
  log(`customer ${last.text}`);
  const out = await reply(
    model.complete,
    count,
    { policy: POLICY, facts: FACTS, history, budget: 50, maxMessage: 30 },
    print(log),
  );
  log(`answer   ${out.answer}`);
  log(`result   1 model call, prompt ${out.promptTokens} tokens`);
}

export async function failure(log: Log) {
  // Context flushing: a long paste would push everything out. The cap cuts it, the window still
  // loses the serial number, and the prompt tells the model what it no longer has.
  const serial: Msg = { role: 'user', group: 'g0', text: 'The serial on the label is SN-88412.' };
  const paste: Msg = {
    role: 'user',
    group: 'g6',
    text: Array.from({ length: 60 }, (_, i) => `20:0${i % 10} wlan0 deauth reason=7`).join(' '),
  };
  const ask: Msg = { role: 'user', group: 'g7', text: 'So which serial did I give you earlier?' };
  const model = scriptedModel([
    'I no longer have the start of our conversation, so I cannot see the serial you sent. Could you send it again? It is on the label under the router.',
  ]);
  const history = [serial, ...chat, paste, ask];
  log(
    `history  ${history.length} messages, ${history.reduce((n, m) => n + count(m.text), 0)} tokens`,
  );
  log(
    `paste    ${count(paste.text)} tokens uncut: ${(count(paste.text) / 50).toFixed(1)} times the whole window`,
  );
  const out = await reply(
    model.complete,
    count,
    { policy: POLICY, facts: FACTS, history, budget: 50, maxMessage: 30 },
    print(log),
  );
  log(`answer   ${out.answer}`);
  log(
    `result   1 model call; the serial was never a session fact, so only the customer can restore it`,
  );
}
