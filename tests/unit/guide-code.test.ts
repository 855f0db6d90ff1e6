/**
 * Every fenced code block in the guides and lessons is checked (rules in docs/content-guide.md,
 * "Code blocks"):
 * - `run` blocks are executed: Python with the standard library only, its output compared with the
 *   `text` block introduced by "Output:" right after it; TypeScript transpiled and run under Node
 *   against a stand-in OpenAI-compatible server on 127.0.0.1, with page scenarios below;
 * - other code blocks must be introduced by a paragraph that starts "Fragment:" and are still
 *   checked: TypeScript/JavaScript with the compiler API in strict mode, Python with py_compile and
 *   Pyright, shell with `bash -n`;
 * - data blocks (JSON, JSONL, YAML) are parsed; `text` blocks (output, transcripts) are not code;
 *   `mermaid` blocks are diagrams, drawn and checked by tests/unit/guide-diagrams.test.ts.
 * Third-party imports that cannot be installed here are allowed only as missing imports, and only
 * for the packages listed below; any other diagnostic fails.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { parse as parseYaml } from 'yaml';
import { extractCodeBlocks, stripFenceMarkers, type CodeBlock } from '../../src/lib/guides/code-blocks';

// Type-checking, Pyright and child processes are slow on a busy machine; none of these tests measures time.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });
const run = promisify(execFile);
const ROOT = resolve('.');
const CODE_LANGS = new Set(['ts', 'typescript', 'js', 'javascript', 'python', 'py', 'bash', 'sh', 'shell']);
const DATA_LANGS = new Set(['json', 'jsonl', 'yaml', 'yml']);
/** Diagrams: the build draws them (a bad one fails it), and tests/unit/guide-diagrams.test.ts renders every guide's. */
const DIAGRAM_LANGS = new Set(['mermaid']);
/** Python packages a fragment may import without them being installed here (reported as missing imports only). */
const PYTHON_THIRD_PARTY = new Set(['openai', 'datasets', 'peft', 'trl', 'transformers', 'torch', 'pyrit', 'vllm', 'sglang', 'mlx_lm']);
/** The same for TypeScript and JavaScript fragments. */
const TS_THIRD_PARTY = new Set(['@huggingface/transformers']);

interface Page {
  file: string;
  dir: string;
  blocks: CodeBlock[];
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? markdownFiles(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : [],
  );
}

const work = mkdtempSync(join(tmpdir(), 'guide-code-'));
// Blocks import packages (openai, @types/node) the way a reader's project would: through node_modules.
symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
const pages: Page[] = [...markdownFiles('content/guides'), ...markdownFiles('content/lessons')].sort().map((file, i) => {
  const dir = join(work, `page-${i}`);
  mkdirSync(dir);
  return { file, dir, blocks: extractCodeBlocks(readFileSync(file, 'utf8')) };
});
const all = pages.flatMap((page) => page.blocks.map((block) => ({ page, block })));
const where = (page: Page, block: CodeBlock) => `${page.file}:${block.line}`;
const ext = (lang: string) =>
  ({ ts: 'ts', typescript: 'ts', js: 'js', javascript: 'js', python: 'py', py: 'py', bash: 'sh', sh: 'sh', shell: 'sh' })[lang] ?? lang;
/** The file a block is saved as: its `file=` marker, or one named after its line. */
const fileOf = (block: CodeBlock) => block.file ?? `block-${block.line}.${ext(block.lang)}`;
for (const { page, block } of all) writeFileSync(join(page.dir, fileOf(block)), `${block.code}\n`);
/** The `text` block introduced by "Output:" right after a run block: what it must print. */
const expectedOutput = (page: Page, block: CodeBlock) => {
  const next = page.blocks[page.blocks.indexOf(block) + 1];
  return next && next.lang === 'text' && /^Output:/.test(next.intro) ? next.code : undefined;
};
const byLang = (...langs: string[]) => all.filter(({ block }) => langs.includes(block.lang));

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('code block markers', () => {
  it('finds blocks on the pages, and runs some of them', () => {
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter(({ block }) => block.run).length).toBeGreaterThanOrEqual(5);
  });

  it('every code block either runs here or says it is a fragment, and every language has a check', () => {
    const problems: string[] = [];
    for (const { page, block } of all) {
      if (block.lang === 'text' || DATA_LANGS.has(block.lang) || DIAGRAM_LANGS.has(block.lang)) continue;
      if (!CODE_LANGS.has(block.lang)) problems.push(`${where(page, block)}: no check for language "${block.lang}"`);
      else if (!block.run && !/^Fragment:/.test(block.intro))
        problems.push(`${where(page, block)}: mark the fence "run" or start the paragraph above with "Fragment:"`);
      if (block.run && !['ts', 'python'].includes(block.lang)) problems.push(`${where(page, block)}: only ts and python blocks run`);
    }
    expect(problems).toEqual([]);
  });

  it('reads markers from the fence and the paragraph above, and the Markdown export drops the markers', () => {
    const md = [
      '---',
      'title: x',
      '---',
      'Fragment: a server.',
      '',
      '```bash',
      'vllm serve m',
      '```',
      '',
      '```ts run file=a.ts',
      'export {};',
      '```',
    ].join('\n');
    expect(extractCodeBlocks(md)).toEqual([
      { lang: 'bash', run: false, code: 'vllm serve m', intro: 'Fragment: a server.', line: 6 },
      { lang: 'ts', run: true, file: 'a.ts', code: 'export {};', intro: '', line: 10 },
    ]);
    expect(stripFenceMarkers(md)).not.toMatch(/run|file=/);
    expect(stripFenceMarkers('```ts run file=a.ts\n```python run\n```bash')).toBe('```ts\n```python\n```bash');
  });
});

describe('data blocks parse', () => {
  it.each(byLang('json', 'jsonl', 'yaml', 'yml').map(({ page, block }) => [where(page, block), block] as const))('%s', (_, block) => {
    if (block.lang === 'json') JSON.parse(block.code);
    else if (block.lang === 'jsonl') for (const line of block.code.split('\n').filter((l) => l.trim())) JSON.parse(line);
    else parseYaml(block.code);
  });
});

describe('shell blocks pass bash -n', () => {
  it.each(byLang('bash', 'sh', 'shell').map(({ page, block }) => [where(page, block), page, block] as const))(
    '%s',
    async (_, page, block) => {
      await run('bash', ['-n', join(page.dir, fileOf(block))]);
    },
  );
});

describe('TypeScript and JavaScript blocks type-check (strict)', () => {
  const blocks = byLang('ts', 'typescript', 'js', 'javascript');
  it('has no diagnostics other than missing imports of the listed packages', () => {
    const program = ts.createProgram(
      blocks.map(({ page, block }) => join(page.dir, fileOf(block))),
      {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2023,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        allowJs: true,
        checkJs: true,
        skipLibCheck: true,
        lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
        types: ['node'],
        typeRoots: [join(ROOT, 'node_modules/@types')],
      },
    );
    const problems = ts.getPreEmitDiagnostics(program).flatMap((d) => {
      const text = ts.flattenDiagnosticMessageText(d.messageText, ' ');
      const missing = d.code === 2307 && /Cannot find module '([^']+)'/.exec(text);
      if (missing && TS_THIRD_PARTY.has(missing[1]!)) return [];
      if (!d.file) return [`${text}`];
      const owner = blocks.find(({ page, block }) => resolve(join(page.dir, fileOf(block))) === resolve(d.file!.fileName));
      const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
      return [`${owner ? `${owner.page.file}:${owner.block.line + line + 1}` : relative(work, d.file.fileName)}: ${text}`];
    });
    expect(problems).toEqual([]);
  });
});

describe('Python blocks compile and type-check', () => {
  const blocks = byLang('python', 'py');
  it.each(blocks.map(({ page, block }) => [where(page, block), page, block] as const))('%s compiles', async (_, page, block) => {
    await run('python3', ['-m', 'py_compile', join(page.dir, fileOf(block))]);
  });

  it('Pyright finds nothing but missing imports of the listed third-party packages', async () => {
    // Missing imports stay errors in the configuration; only the listed packages are excused below, by name.
    writeFileSync(
      join(work, 'pyrightconfig.json'),
      JSON.stringify({
        include: pages.map((p) => relative(work, p.dir)),
        typeCheckingMode: 'standard',
        pythonVersion: '3.11',
        reportMissingImports: 'error',
        reportMissingModuleSource: 'error',
      }),
    );
    const out = await run(process.execPath, [join(ROOT, 'node_modules/pyright/index.js'), '--outputjson', '-p', work], {
      cwd: work,
    }).catch((e: { stdout: string }) => e);
    const report = JSON.parse(out.stdout) as {
      generalDiagnostics: Array<{ file: string; severity: string; message: string; rule?: string; range: { start: { line: number } } }>;
    };
    const problems = report.generalDiagnostics
      .filter((d) => d.severity !== 'information')
      .filter((d) => {
        const module = /Import "([\w.]+)" could not be resolved/.exec(d.message)?.[1]?.split('.')[0];
        return !(['reportMissingImports', 'reportMissingModuleSource'].includes(d.rule ?? '') && module && PYTHON_THIRD_PARTY.has(module));
      })
      .map((d) => {
        const owner = blocks.find(({ page, block }) => resolve(join(page.dir, fileOf(block))) === resolve(d.file));
        return `${owner ? `${owner.page.file}:${owner.block.line + d.range.start.line + 1}` : d.file}: ${d.rule ?? ''} ${d.message}`;
      });
    expect(problems).toEqual([]);
    expect(blocks.length).toBeGreaterThan(3);
  });
});

describe('Python run blocks', () => {
  const blocks = all.filter(({ block }) => block.run && block.lang === 'python');
  it.each(blocks.map(({ page, block }) => [where(page, block), page, block] as const))(
    '%s uses the standard library only and prints what the page says',
    async (_, page, block) => {
      const file = join(page.dir, fileOf(block));
      const { stdout: imports } = await run('python3', [
        '-c',
        'import ast, sys; t = ast.parse(open(sys.argv[1]).read()); ' +
          'names = {a.name.split(".")[0] for n in ast.walk(t) if isinstance(n, ast.Import) for a in n.names} | ' +
          '{n.module.split(".")[0] for n in ast.walk(t) if isinstance(n, ast.ImportFrom) and n.module and not n.level}; ' +
          'print(" ".join(sorted(m for m in names if m not in sys.stdlib_module_names)))',
        file,
      ]);
      expect(imports.trim(), 'non-standard-library imports').toBe('');
      const { stdout } = await run('python3', [fileOf(block)], { cwd: page.dir });
      const expected = expectedOutput(page, block);
      if (expected !== undefined) expect(stdout.trimEnd()).toBe(expected.trimEnd());
    },
  );
});

/**
 * A stand-in for an OpenAI-compatible server: two endpoints (/small/v1 and /large/v1) on one port,
 * every request recorded, replies chosen per test by `reply`.
 */
interface Call {
  endpoint: string;
  body: { model: string; messages: Array<{ role: string; content?: string | null; tool_call_id?: string }>; stream?: boolean };
}
type Reply = (call: Call) => { content?: string; tool_calls?: unknown[] };
let server: Server;
let base = '';
const calls: Call[] = [];
let reply: Reply = () => ({ content: 'ok' });

function completion(call: Call, message: { content?: string; tool_calls?: unknown[] }) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: call.body.model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: message.content ?? null,
          refusal: null,
          ...(message.tool_calls ? { tool_calls: message.tool_calls } : {}),
        },
        finish_reason: message.tool_calls ? 'tool_calls' : 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const endpoint = /^\/(small|large)\/v1\/chat\/completions$/.exec(req.url ?? '')?.[1];
    if (!endpoint) return void res.writeHead(404).end();
    const call: Call = { endpoint, body: JSON.parse(raw) as Call['body'] };
    calls.push(call);
    const message = reply(call);
    if (!call.body.stream) {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(completion(call, message)));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    for (const piece of (message.content ?? '').split(/(?<= )/)) {
      const chunk = {
        id: 'c',
        object: 'chat.completion.chunk',
        created: 0,
        model: call.body.model,
        choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
      };
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    }
    res.end('data: [DONE]\n\n');
  });
}

describe('TypeScript run blocks, against a stand-in OpenAI-compatible server', () => {
  beforeAll(async () => {
    server = createServer(handle);
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  /** Transpiles a page's TypeScript run blocks to ES modules next to each other (relative imports get .mjs). */
  function transpile(page: Page) {
    for (const block of page.blocks.filter((b) => b.run && b.lang === 'ts')) {
      const js = ts.transpileModule(block.code, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2023 },
      }).outputText;
      writeFileSync(join(page.dir, fileOf(block).replace(/\.ts$/, '.mjs')), js.replace(/from '(\.\/[\w-]+)'/g, "from '$1.mjs'"));
    }
  }
  const env = (over: Record<string, string | undefined>) => {
    const vars: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      LARGE_MODEL_URL: `${base}/large/v1`,
      SMALL_MODEL_URL: `${base}/small/v1`,
      LARGE_MODEL_KEY: 'test',
    };
    for (const [k, v] of Object.entries(over)) {
      if (v === undefined) delete vars[k];
      else vars[k] = v;
    }
    return vars;
  };
  /** Runs `script` (an ES module body) in a fresh Node process in the page's folder and returns what it printed as JSON. */
  async function node(page: Page, script: string, over: Record<string, string | undefined> = {}) {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: page.dir, env: env(over) });
    return JSON.parse(stdout) as unknown;
  }

  const tsPages = pages.filter((p) => p.blocks.some((b) => b.run && b.lang === 'ts'));
  it.each(tsPages.map((p) => [p.file, p] as const))('every run block on %s loads as a module', async (_, page) => {
    transpile(page);
    for (const block of page.blocks.filter((b) => b.run && b.lang === 'ts')) {
      const loaded = await node(
        page,
        `const m = await import('./${fileOf(block).replace(/\.ts$/, '.mjs')}'); console.log(JSON.stringify(Object.keys(m)));`,
      );
      expect(Array.isArray(loaded), where(page, block)).toBe(true);
    }
  });

  const examples = pages.find((p) => p.file.endsWith('ai-inference/examples.md'))!;

  it.each([
    // [what the classifier answers, SMALL_MODEL, LARGE_MODEL, endpoint and model that must answer]
    ['simple', undefined, undefined, 'small', 'small-model'],
    ['simple', 'qwen-small', undefined, 'small', 'qwen-small'],
    ['simple', undefined, 'big-one', 'small', 'small-model'],
    [' Simple\n', 'qwen-small', 'big-one', 'small', 'qwen-small'],
    ['complex', undefined, undefined, 'large', 'large-model'],
    ['complex', 'qwen-small', 'big-one', 'large', 'big-one'],
    ['I am not sure', undefined, undefined, 'large', 'large-model'],
  ] as const)(
    'the router sends a "%s" question with SMALL_MODEL=%s and LARGE_MODEL=%s to the %s endpoint as %s',
    async (label, smallModel, largeModel, endpoint, model) => {
      transpile(examples);
      calls.length = 0;
      reply = (call) => ({ content: call.body.messages[0]?.content?.startsWith('Reply with exactly one word') ? label : 'the answer' });
      const result = await node(
        examples,
        `const { answer } = await import('./router.mjs'); console.log(JSON.stringify(await answer('What is 2 + 2?')));`,
        {
          SMALL_MODEL: smallModel,
          LARGE_MODEL: largeModel,
        },
      );
      expect(calls.map((c) => [c.endpoint, c.body.model])).toEqual([
        ['small', smallModel ?? 'small-model'],
        [endpoint, model],
      ]);
      expect(result).toEqual({ route: endpoint === 'small' ? 'simple' : 'complex', text: 'the answer' });
    },
  );

  it('the tool loop runs a tool, returns its result to the model and answers; a failing tool becomes an observation', async () => {
    transpile(examples);
    calls.length = 0;
    reply = (call) => {
      const last = call.body.messages.at(-1)!;
      if (last.role !== 'tool')
        return { tool_calls: [{ id: 'call-1', type: 'function', function: { name: 'add', arguments: '{"a": 2, "b": 3}' } }] };
      return { content: `The tool said: ${last.content}` };
    };
    const script = `const { runAgent } = await import('./agent.mjs');
      const add = { schema: { type: 'function', function: { name: 'add', parameters: { type: 'object' } } }, run: async ({ a, b }) => String(a + b) };
      const broken = { ...add, run: async () => { throw new Error('a must be a number'); } };
      console.log(JSON.stringify([await runAgent('add 2 and 3', { add }), await runAgent('add 2 and 3', { add: broken })]));`;
    expect(await node(examples, script)).toEqual([
      { answer: 'The tool said: 5', steps: 2 },
      { answer: 'The tool said: Error: a must be a number', steps: 2 },
    ]);
    expect(calls.every((c) => c.endpoint === 'large')).toBe(true);
  });

  it('the tool loop stops at its step budget', async () => {
    transpile(examples);
    reply = () => ({ tool_calls: [{ id: 'again', type: 'function', function: { name: 'add', arguments: '{}' } }] });
    const script = `const { runAgent } = await import('./agent.mjs');
      const add = { schema: { type: 'function', function: { name: 'add', parameters: { type: 'object' } } }, run: async () => '0' };
      console.log(JSON.stringify(await runAgent('loop', { add }, { steps: 3, tokens: 1e9 })));`;
    expect(await node(examples, script)).toEqual({ answer: null, steps: 3, stopped: 'step budget reached' });
  });

  it('streaming hands each piece to the UI and returns the whole answer', async () => {
    transpile(examples);
    reply = () => ({ content: 'one two three' });
    const script = `const { streamAnswer } = await import('./stream.mjs');
      const seen = []; const full = await streamAnswer('count', (t) => seen.push(t));
      console.log(JSON.stringify({ full, seen: seen.filter(Boolean) }));`;
    expect(await node(examples, script)).toEqual({ full: 'one two three', seen: ['one ', 'two ', 'three'] });
  });
});
