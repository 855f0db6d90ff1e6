import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A technique's runnable implementation sketch (content/sketches/{id}/): the code the page shows,
 * and the output recorded by the test suite from running it with scripted stand-ins
 * (tests/unit/sketches.test.ts writes and checks example.txt and failure.txt), so the page's
 * trace and the code cannot drift apart. docs/content-guide.md tells authors how to write one.
 */
export interface Sketch {
  language: 'ts' | 'py';
  /** The sketch itself, shown under "Implementation sketch". */
  source: string;
  /** The usage run: scripted model, fake tools, the example and the failure case. */
  run: string;
  /** What the example run printed: the page's worked-example trace. */
  example: string;
  /** What the failure case printed. */
  failure: string;
}

const SKETCH_ROOT = 'content/sketches';

const FILES = { ts: ['sketch.ts', 'run.ts'], py: ['sketch.py', 'run.py'] } as const;

/** Reads a technique's sketch folder; undefined when it has none. Missing recorded output reads as empty. */
export function readSketch(id: string, root = SKETCH_ROOT): Sketch | undefined {
  const dir = join(root, id);
  const language = existsSync(join(dir, FILES.ts[0])) ? 'ts' : existsSync(join(dir, FILES.py[0])) ? 'py' : undefined;
  if (!language) return undefined;
  const read = (file: string) => (existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8') : '');
  const [sketch, run] = FILES[language];
  return { language, source: read(sketch), run: read(run), example: read('example.txt'), failure: read('failure.txt') };
}
