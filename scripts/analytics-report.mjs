// npm run analytics:report [-- --days N]: prints what the local analytics aggregate holds
// (development and `npm start`). Production counts live in Plausible's dashboard.
import { openLocalD1 } from './scale/local-d1.mjs';
import { analyticsReport, formatReport } from './analytics/report.mjs';

const at = process.argv.indexOf('--days');
const days = at > 0 ? Number(process.argv[at + 1]) : 30;
if (!Number.isInteger(days) || days < 1 || days > 3660) {
  console.error('--days must be a whole number of days between 1 and 3660');
  process.exit(2);
}
const { db } = openLocalD1();
console.log(formatReport(analyticsReport(db, { days })));
db.close();
