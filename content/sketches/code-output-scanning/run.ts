// Scripted run of the code gate: real diff, dependency, suppression and severity logic; a scripted coding model.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { gate, type Finding, type Scanner } from './sketch.ts';

// A tiny stand-in for a SAST tool: two rules, and it honours "# nosec" as real tools do.
const sast: Scanner = async (_path, code) =>
  code.split('\n').flatMap((text, i): Finding[] => {
    if (text.includes('# nosec')) return [];
    if (/execute\(f["']/.test(text))
      return [
        {
          rule: 'sast/sql-fstring',
          severity: 'high',
          line: i + 1,
          message: 'SQL built from a formatted string',
        },
      ];
    if (/SELECT \*/.test(text))
      return [
        { rule: 'sast/select-star', severity: 'low', line: i + 1, message: 'selects every column' },
      ];
    return [];
  });
const mirror = new Set(['flask', 'sqlite3', 'json']);
const packageExists = async (name: string) => mirror.has(name);

const before = [
  'from flask import Flask, request',
  'import sqlite3',
  '',
  'app = Flask(__name__)',
].join('\n');
const after = [
  before,
  'import flask_sqlhelper',
  '@app.get("/search")',
  'def search():',
  '    q = request.args["q"]',
  `    return db.execute(f"SELECT * FROM items WHERE name LIKE '%{q}%'").fetchall()`,
].join('\n');
const path = 'app/search.py';

const print = (log: Log) => (attempt: number, findings: Finding[]) => {
  if (!findings.length) log(`scan ${attempt + 1}      clean`);
  for (const f of findings)
    log(`scan ${attempt + 1}      ${f.severity.padEnd(6)} ${f.rule} line ${f.line}: ${f.message}`);
};

export async function example(log: Log) {
  const fixed = [
    before,
    '@app.get("/search")',
    'def search():',
    '    q = request.args["q"]',
    '    return db.execute("SELECT * FROM items WHERE name LIKE ?", (f"%{q}%",)).fetchall()',
  ].join('\n');
  const model = scriptedModel([fixed]);
  log(`change      ${path}: endpoint /search, new import flask_sqlhelper`);
  const out = await gate(model.complete, { path, before, after }, [sast], packageExists, {
    onScan: print(log),
  });
  log(`decision    ${out.decision}: open the pull request with the scan report attached`);
  log(
    `result      ${model.prompts.length} fix call, ${out.findings.length} low finding left for the reviewer`,
  );
}

export async function failure(log: Log) {
  // The agent silences the scanner instead of fixing the query; the gate flags every new suppression.
  const silenced = after
    .replace('import flask_sqlhelper\n', '')
    .replace('.fetchall()', '.fetchall()  # nosec');
  const model = scriptedModel([silenced, silenced]);
  log(`change      ${path}: endpoint /search, new import flask_sqlhelper`);
  const out = await gate(model.complete, { path, before, after }, [sast], packageExists, {
    onScan: print(log),
  });
  log(
    `decision    ${out.decision}: ${model.prompts.length} fix attempts used, change goes to a person`,
  );
}
