// Scripted run of the sequential chain sketch: real step loop, output contracts, retry and store;
// a model whose replies are prepared. FieldLog and its release note are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { announcementSteps, runChain, type StepEvent } from './sketch.ts';

const GLOSSARY = ['FieldLog', 'Sync Center'];
const NOTE = `FieldLog 4.2 (build 4.2.0-1187)
- New: offline mode, field reports can be recorded without a connection and upload later
- New: time sheets can be exported as CSV from the Sync Center
- Fixed: photos were duplicated after a second sync
- Internal: moved the sync queue to the new storage layer`;

const CHANGES = JSON.stringify([
  'Offline mode: record field reports without a connection; they upload later',
  'Export time sheets as CSV from the Sync Center',
  'Photos are no longer duplicated after a second sync',
]);
const DRAFT = `FieldLog 4.2 is here. Offline mode lets your team record field reports without a connection; they upload as soon as the device is back online. Time sheets can now be exported as CSV from the Sync Center.

We also fixed a problem that duplicated photos after a second sync.`;
const GERMAN = `FieldLog 4.2 ist da. Mit dem Offline-Modus erfassen Sie Feldberichte auch ohne Verbindung; sie werden hochgeladen, sobald das Gerät wieder online ist. Zeiterfassungen exportieren Sie jetzt als CSV aus dem Sync Center.

Außerdem haben wir ein Problem behoben, bei dem Fotos nach einer zweiten Synchronisierung doppelt erschienen.`;

function run(replies: string[], log: Log) {
  const model = scriptedModel(replies);
  const stored = new Map<string, string>();
  const print = (e: StepEvent) => {
    const at = `${e.step.padEnd(10)}${e.attempt ? `attempt ${e.attempt} ` : ''}`;
    if (!e.ok) return log(`${at}rejected: ${e.detail}`);
    const out = e.out!;
    const passed =
      e.step === 'extract'
        ? `${out.split('\n').length} changes`
        : e.step === 'render'
          ? `${out.split('<p>').length - 1} escaped HTML paragraphs`
          : `${out.split(/\s+/).length} words`;
    log(`${at}(${e.detail === 'code' ? 'code' : `${e.detail} model`}) ok, passes on ${passed}`);
    if (e.step === 'extract') for (const change of out.split('\n')) log(`            ${change}`);
  };
  log(`input     release note, ${NOTE.split('\n').length} lines; glossary: ${GLOSSARY.join(', ')}`);
  return {
    model,
    stored,
    result: runChain(
      (prompt, size) => model.complete(`[${size}] ${prompt}`),
      announcementSteps(GLOSSARY),
      NOTE,
      (key, value) => stored.set(key, value),
      print,
    ),
  };
}

export async function example(log: Log) {
  const { model, stored, result } = run([CHANGES, DRAFT, GERMAN], log);
  const html = await result;
  log(`output    ${html.slice(0, 90)}...`);
  log(
    `result    ${model.prompts.length} model calls (1 small, 2 large), 1 code step; ${stored.size} intermediates stored`,
  );
}

export async function failure(log: Log) {
  // The extract step answers in prose twice: the chain stops instead of passing prose on.
  const prose =
    'Here are the key changes in this release: offline mode, CSV export and a photo fix.';
  const { model, stored, result } = run([prose, prose], log);
  try {
    await result;
  } catch (e) {
    log(`stop      ${(e as Error).message}; draft, translate and render did not run`);
  }
  log(
    `result    ${model.prompts.length} model calls; ${stored.size} rejected replies stored for review`,
  );
}
