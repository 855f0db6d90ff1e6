// `npm run freshness`: what is due for a re-check, oldest first, so an editor can work through it
// (docs/product.md, "Freshness"). `-- --within 30` also lists what falls due in the next 30 days.
import { readContentFacts } from '../src/lib/freshness/read-content.ts';
import { FRESHNESS_DAYS, freshnessReport } from '../src/lib/freshness/rules.ts';

const at = process.argv.indexOf('--within');
const within = at > 0 ? Number(process.argv[at + 1]) : 0;
if (!Number.isInteger(within) || within < 0) {
  console.error('--within takes a whole number of days');
  process.exit(2);
}
const now = new Date();
const facts = readContentFacts();
const due = freshnessReport(facts, now, within);
const day = (d) => d.toISOString().slice(0, 10);
console.log(
  `Freshness on ${day(now)}: ${facts.length} checked facts, ${due.filter((f) => f.overdueDays > 0).length} overdue${within ? `, ${due.filter((f) => f.overdueDays <= 0).length} due within ${within} days` : ''}.`,
);
console.log(
  `Limits in days: ${Object.entries(FRESHNESS_DAYS)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}.\n`,
);
for (const f of due)
  console.log(
    `${day(f.due)}  ${f.overdueDays > 0 ? `${f.overdueDays} days overdue` : `due in ${-f.overdueDays} days`}  ${f.kind.padEnd(8)} ${f.what} (checked ${day(f.checked)}) ${f.where}`,
  );
if (!due.length) console.log('Nothing is due.');
