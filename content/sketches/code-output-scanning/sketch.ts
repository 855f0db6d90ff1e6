// Code output scanning: gate model-written code on scanners, dependency checks and policy, with a bounded fix loop.
export type Complete = (prompt: string) => Promise<string>;
export type Severity = 'low' | 'medium' | 'high';
export interface Finding {
  rule: string;
  severity: Severity;
  line: number;
  message: string;
}
/** A static analyser run on the file (Semgrep, CodeQL, Bandit...), passed in as a tool. */
export type Scanner = (path: string, code: string) => Promise<Finding[]>;

export const FIX_PROMPT = `You are fixing a change you wrote. A security gate blocked it with these findings:
{findings}
Rewrite the change so that every finding is resolved at its cause:
- build SQL with parameters, never by formatting strings
- use only packages listed in requirements.txt or the standard library; remove any other import
- do not add suppression comments (nosec, nosemgrep, noqa, eslint-disable) and do not disable checks
Return the complete new file content only, with no explanation.

File {path}:
{code}`;

const SUPPRESSION = /#\s*(nosec|nosemgrep|noqa)|eslint-disable/;

export async function scan(
  path: string,
  before: string,
  after: string,
  scanners: Scanner[],
  packageExists: (name: string) => Promise<boolean>,
): Promise<Finding[]> {
  const old = new Set(before.split('\n'));
  const added = after
    .split('\n')
    .map((text, i) => ({ text, line: i + 1 }))
    .filter((l) => !old.has(l.text));
  const changed = new Set(added.map((l) => l.line));
  // Diff-aware: report only findings on lines the model added or changed.
  const findings = (await Promise.all(scanners.map((s) => s(path, after))))
    .flat()
    .filter((f) => changed.has(f.line));
  const flag = (rule: string, line: number, message: string) =>
    findings.push({ rule, severity: 'high', line, message });
  for (const { text, line } of added) {
    const imported = /^\s*(?:import|from)\s+(\w+)/.exec(text)?.[1];
    if (imported && !(await packageExists(imported)))
      flag('deps/unknown-package', line, `${imported} is not in the mirror`);
    // Reviewed suppressions already in the file are not flagged; new ones from the agent are.
    if (SUPPRESSION.test(text))
      flag('policy/agent-suppression', line, 'suppression added by the agent');
  }
  return findings;
}

export async function gate(
  complete: Complete,
  change: { path: string; before: string; after: string },
  scanners: Scanner[],
  packageExists: (name: string) => Promise<boolean>,
  { maxFixes = 2, onScan = (_attempt: number, _f: Finding[]) => {} } = {},
): Promise<{ decision: 'allow' | 'review' | 'block'; code: string; findings: Finding[] }> {
  let code = change.after;
  for (let attempt = 0; ; attempt++) {
    const findings = await scan(change.path, change.before, code, scanners, packageExists);
    onScan(attempt, findings);
    const worst = (['high', 'medium', 'low'] as const).find((s) =>
      findings.some((f) => f.severity === s),
    );
    if (worst !== 'high')
      return { decision: worst === 'medium' ? 'review' : 'allow', code, findings };
    if (attempt === maxFixes) return { decision: 'block', code, findings }; // a person takes over
    const list = findings
      .map((f) => `- ${f.severity} ${f.rule} line ${f.line}: ${f.message}`)
      .join('\n');
    code = await complete(
      FIX_PROMPT.replace('{findings}', list).replace('{path}', change.path).replace('{code}', code),
    );
  }
}
