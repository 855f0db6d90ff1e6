// The open attack suite (docs/labs.md): `npm run attacks -- --list` prints every case of the
// current version; `--jsonl` prints the dataset file itself.
import { DATASET_VERSION, datasetCases, datasetJsonLines } from '../src/lib/labs/dataset.ts';

const args = process.argv.slice(2);
if (args.includes('--jsonl')) {
  process.stdout.write(datasetJsonLines());
} else if (args.includes('--list')) {
  const cases = datasetCases();
  const width = Math.max(...cases.map((c) => c.id.length));
  console.log(`Agent attacks, version ${DATASET_VERSION}: ${cases.length} cases`);
  const effectWidth = Math.max(...cases.map((c) => c.effect.length));
  for (const c of cases)
    console.log(`${c.id.padEnd(width)}  ${c.kind.padEnd(6)}  ${c.slot.padEnd(11)}  ${c.effect.padEnd(effectWidth)}  ${c.title}`);
} else {
  console.log('Usage: npm run attacks -- --list | --jsonl');
  process.exitCode = args.length ? 1 : 0;
}
