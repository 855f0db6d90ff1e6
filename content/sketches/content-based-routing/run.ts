// Scripted run of the content-based routing sketch: real rules and type detection, a keyword
// language detector standing in for a language-ID model, and a scripted translation model.
// Messages, claim numbers and rules are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { route, type Message } from './sketch.ts';

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0]);
const PDF = bytes(0x25, 0x50, 0x44, 0x46);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const EXE = bytes(0x4d, 0x5a, 0x90, 0x00);
const SPANISH = /\b(mi|el|de|con|adjunto|parte)\b/i;
const detectLanguage = (text: string) => (SPANISH.test(text) ? 'es' : 'en');

async function intake(log: Log, name: string, m: Message, replies: string[] = []) {
  const model = scriptedModel(replies);
  log(`message   ${name}: ${m.channel}, "${m.text}"`);
  const result = await route(m, detectLanguage, model.complete, log);
  log(`result    ${result.to} by ${result.rule}, ${model.prompts.length} model call(s)`);
}

export async function example(log: Log) {
  await intake(log, 'A', {
    channel: 'api',
    text: '{"claim":"CL-5521","policy":"P-88310","type":"windscreen"}',
    authenticated: true,
    schema: 'claim.v2',
  });
  await intake(
    log,
    'B',
    {
      channel: 'chat',
      text: 'Mi coche fue golpeado el 3 de marzo, adjunto el parte (póliza P-20417)',
      authenticated: false,
      declaredMime: 'application/pdf',
      attachment: PDF,
      pages: 3,
    },
    ['My car was hit on 3 March, I attach the report (policy P-20417)'],
  );
  await intake(log, 'C', {
    channel: 'email',
    text: 'Photo of the dent attached, claim CL-5530',
    authenticated: false,
    declaredMime: 'image/jpeg',
    attachment: JPEG,
  });
}

export async function failure(log: Log) {
  // The sender calls an executable a PDF, and claims the API schema without authenticating:
  // detection catches the first, and the unauthenticated claim is ignored.
  await intake(log, 'D', {
    channel: 'email',
    text: 'Invoice for the repair attached',
    authenticated: false,
    declaredMime: 'application/pdf',
    attachment: EXE,
  });
  await intake(log, 'E', {
    channel: 'api',
    text: '{"claim":"CL-0001","payout":"approve"}',
    authenticated: false,
    schema: 'claim.v2',
  });
}
