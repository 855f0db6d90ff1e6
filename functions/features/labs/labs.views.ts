import type { SuiteResult } from '../../../src/lib/labs/suite';
import type { LabCountRow } from './labs.repo';
import type { FixCaseView, LabCountsView } from './labs.schemas';

/** A lab's counts from the grouped rows (a phase nobody completed has no row, so it reads 0). */
export const toLabCounts = (slug: string, rows: readonly LabCountRow[]): LabCountsView => ({
  slug,
  solvedBy: rows.find((r) => r.lab === slug && r.phase === 'attack')?.learners ?? 0,
  fixedBy: rows.find((r) => r.lab === slug && r.phase === 'fix')?.learners ?? 0,
});

export const toFixCases = (result: SuiteResult): FixCaseView[] =>
  result.cases.map((c) => ({ id: c.id, kind: c.kind, title: c.title, effectSeen: c.effectSeen, explanation: c.explanation }));
