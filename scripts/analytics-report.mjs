// npm run analytics:report [-- --days N]: prints what the local analytics aggregate holds
// (development and `npm start`). Production counts live in Plausible's dashboard.
import { openLocalD1 } from './scale/local-d1.mjs';
import { analyticsReport, formatReport } from './analytics/report.mjs';

const at = process.argv.indexOf('--days');
const days = at > 0 ? Number(process.argv[at + 1]) : 30;
// The scheduled sweep keeps 400 days (ANALYTICS_KEEP_DAYS in functions/features/maintenance/prune.repo.ts).
if (!Number.isInteger(days) || days < 1 || days > 400) {
  console.error('--days must be a whole number of days between 1 and 400 (older counts are swept)');
  process.exit(2);
}
const { db } = openLocalD1();
console.log(formatReport(analyticsReport(db, { days })));
db.close();
