// Runs every technique's implementation sketch (content/sketches/{id}/) with its scripted stand-ins
// and holds the recorded output the page shows: a sketch whose behaviour changes fails here, and
// the page's trace is always what the code printed. To record new or changed output on purpose:
// `npx vitest run --project unit tests/unit/sketches.test.ts -u`, then read the diff.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOT = resolve('content/sketches');
const folders = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
  .map((d) => d.name);
const tsRuns = folders.filter((id) => existsSync(join(ROOT, id, 'run.ts')));
const pyRuns = folders.filter((id) => existsSync(join(ROOT, id, 'run.py')));

/** The text a run's log lines become on the page (one line each, final newline). */
const asText = (lines: string[]) => `${lines.join('\n')}\n`;

type Log = (line: string) => void;
type RunModule = { example: (log: Log) => Promise<void> | void; failure: (log: Log) => Promise<void> | void };

test('every sketch folder has exactly one language, a sketch and a run', () => {
  for (const id of folders) {
    const has = (f: string) => existsSync(join(ROOT, id, f));
    expect({ id, ts: has('sketch.ts') && has('run.ts'), py: has('sketch.py') && has('run.py') }).toSatisfy(
      (x: { ts: boolean; py: boolean }) => x.ts !== x.py,
      `${id} needs sketch.ts + run.ts or sketch.py + run.py`,
    );
  }
});

describe.each(tsRuns)('TypeScript sketch %s', (id) => {
  test('the example and the failure case print what the page shows', async () => {
    const run = (await import(pathToFileURL(join(ROOT, id, 'run.ts')).href)) as RunModule;
    for (const part of ['example', 'failure'] as const) {
      const lines: string[] = [];
      await run[part]((line) => lines.push(line));
      expect(lines.length, `${id} ${part}() printed nothing`).toBeGreaterThan(0);
      await expect(asText(lines)).toMatchFileSnapshot(join(ROOT, id, `${part}.txt`));
    }
  });
});

if (pyRuns.length)
  describe('Python sketches', () => {
    // One interpreter runs them all (scripts/sketches/run_python.py): starting one per sketch costs more than the runs.
    const results = (() => {
      const out = spawnSync('python3', ['scripts/sketches/run_python.py'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      if (out.status !== 0) throw new Error(`python3 scripts/sketches/run_python.py failed:\n${out.stderr}`);
      return JSON.parse(out.stdout) as Record<string, { example?: string[]; failure?: string[]; error?: string }>;
    })();

    test.each(pyRuns)('%s: the example and the failure case print what the page shows', async (id) => {
      const result = results[id];
      expect(result?.error, `${id} raised:\n${result?.error}`).toBeUndefined();
      for (const part of ['example', 'failure'] as const) {
        const lines = result[part] ?? [];
        expect(lines.length, `${id} ${part}() printed nothing`).toBeGreaterThan(0);
        await expect(asText(lines)).toMatchFileSnapshot(join(ROOT, id, `${part}.txt`));
      }
    });
  });
