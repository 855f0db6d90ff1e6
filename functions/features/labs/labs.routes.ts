import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { readParam } from '../../lib/query';
import { enforceRateLimit, type RateLimit } from '../../lib/rate-limit';
import { findLab, LABS } from '../../../src/lib/labs/labs';
import { attemptAttack, evaluateFix } from '../../../src/lib/labs/suite';
import type { Lab } from '../../../src/lib/labs/types';
import { requireUser, type SignedInEnv } from '../auth/session.middleware';
import { courseIndex } from '../learning/course';
import { evaluateAchievements } from '../learning/achievements';
import { countResults, hasResult, listResults, recordResult } from './labs.repo';
import { attackSchema, fixSchema, labParam, type AttackVerdict, type FixVerdict, type LabPhase, type LabsOverview } from './labs.schemas';
import { toFixCases, toLabCounts } from './labs.views';

/** Each attempt replays the engine (a fix replays a whole suite, a few milliseconds); this bounds one learner's work. */
const ATTEMPTS_PER_USER: RateLimit = { name: 'lab-attempt:user', max: 60, windowSeconds: 60 };

function labOf<E extends AppEnv>(c: Context<E>): Lab {
  const lab = findLab(readParam(c, 'slug', labParam));
  if (!lab) throw new ApiError(404, 'lab_not_found', 'There is no such lab.');
  return lab;
}

/** Records a phase that the server saw work, grants its XP once, and evaluates achievements. */
async function record(c: Context<SignedInEnv>, lab: Lab, phase: LabPhase) {
  const user = c.get('user');
  const xpAwarded = await recordResult(c.env.DB, { userId: user.id, lab: lab.slug, phase, xp: lab.xp[phase], now: c.get('now') });
  const { newAchievements } = xpAwarded
    ? await evaluateAchievements(c.env.DB, courseIndex, user, c.get('now'), c.get('notify'))
    : { newAchievements: [] };
  return { xpAwarded, newAchievements };
}

/**
 * `/labs`: the security labs. Counts are public; attempts need a signed-in learner. The server
 * decides whether an attack worked or a fix passes by re-running the same engine as the page on
 * what was submitted; the client's opinion is never asked for.
 */
export const labsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = c.get('user');
    const rows = await countResults(c.env.DB);
    return c.json({
      labs: LABS.map((l) => toLabCounts(l.slug, rows)),
      mine: user ? await listResults(c.env.DB, user.id) : [],
    } satisfies LabsOverview);
  })
  .post('/:slug/attacks', requireUser(), async (c) => {
    await enforceRateLimit(c.env.DB, ATTEMPTS_PER_USER, c.get('user').id, c.get('now'));
    const lab = labOf(c);
    const { text } = await readJson(c, attackSchema);
    const attempt = attemptAttack(lab, text);
    const earned = attempt.solved ? await record(c, lab, 'attack') : { xpAwarded: 0, newAchievements: [] };
    return c.json({
      solved: attempt.solved,
      explanation: attempt.explanation,
      ...earned,
      counts: toLabCounts(lab.slug, await countResults(c.env.DB, lab.slug)),
    } satisfies AttackVerdict);
  })
  .post('/:slug/fixes', requireUser(), async (c) => {
    const user = c.get('user');
    await enforceRateLimit(c.env.DB, ATTEMPTS_PER_USER, user.id, c.get('now'));
    const lab = labOf(c);
    const { defences } = await readJson(c, fixSchema);
    const offered = new Set([...lab.fixOptions, ...lab.start]);
    const unknown = defences.filter((id) => !offered.has(id));
    if (unknown.length) throw new ApiError(422, 'defence_not_offered', `This lab does not offer: ${unknown.join(', ')}.`);
    if (!(await hasResult(c.env.DB, user.id, lab.slug, 'attack')))
      throw new ApiError(409, 'attack_not_solved', 'Solve the attack phase of this lab before fixing it.');
    const result = evaluateFix(lab, defences);
    const earned = result.passed ? await record(c, lab, 'fix') : { xpAwarded: 0, newAchievements: [] };
    return c.json({
      passed: result.passed,
      attackSuccessRate: result.attackSuccessRate,
      wronglyRefusedRate: result.wronglyRefusedRate,
      cases: toFixCases(result),
      ...earned,
      counts: toLabCounts(lab.slug, await countResults(c.env.DB, lab.slug)),
    } satisfies FixVerdict);
  });
