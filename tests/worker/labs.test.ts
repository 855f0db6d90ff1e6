import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call, post, registeredUser } from './accounts';
import { LAB_SOLUTIONS } from '../lab-solutions';
import { findLab } from '../../src/lib/labs/labs';

type Counts = { slug: string; solvedBy: number; fixedBy: number };
type AttackBody = { solved: boolean; explanation: string; xpAwarded: number; newAchievements: { id: string }[]; counts: Counts };
type FixBody = {
  newAchievements: { id: string }[];
  passed: boolean;
  attackSuccessRate: number;
  wronglyRefusedRate: number;
  cases: { id: string; kind: string; effectSeen: boolean; explanation: string }[];
  xpAwarded: number;
  counts: Counts;
};

const LAB = 'inbox-exfiltration';
const findXp = (slug: string) => findLab(slug)!.xp;
const { attack, fix, tempting } = LAB_SOLUTIONS[LAB]!;
const attackWith = (cookie: string, text: string, lab = LAB) => post(`/labs/${lab}/attacks`, { text }, { cookie });
const fixWith = (cookie: string, defences: readonly string[], lab = LAB) => post(`/labs/${lab}/fixes`, { defences }, { cookie });
const resultRows = async (userId: string) =>
  (await env.DB.prepare('SELECT lab, phase FROM lab_results WHERE user_id = ? ORDER BY phase').bind(userId).all()).results;
const totalXp = async (cookie: string) => ((await (await call('/learning-hub/xp', { cookie })).json()) as { totalXp: number }).totalXp;

describe('labs API', () => {
  it('signed out: counts are public, attempts are refused', async () => {
    const overview = await call('/labs');
    expect(overview.status).toBe(200);
    const body = (await overview.json()) as { labs: Counts[]; mine: unknown[] };
    expect(body.labs.map((l) => l.slug)).toContain(LAB);
    expect(body.mine).toEqual([]);
    expect((await post(`/labs/${LAB}/attacks`, { text: attack })).status).toBe(401);
    expect((await post(`/labs/${LAB}/fixes`, { defences: fix })).status).toBe(401);
  });

  it('a real solve is verified by replaying the attack, recorded, and earns the lab XP once', async () => {
    const { cookie, id } = await registeredUser();
    const before = ((await (await call('/labs')).json()) as { labs: Counts[] }).labs.find((l) => l.slug === LAB)!.solvedBy;
    const res = await attackWith(cookie, attack);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AttackBody;
    expect(body).toMatchObject({ solved: true, xpAwarded: 20, counts: { slug: LAB, solvedBy: before + 1 } });
    expect(body.explanation).toMatch(/emailed to an address outside/);
    expect(await totalXp(cookie)).toBe(20);
    expect(await resultRows(id)).toEqual([{ lab: LAB, phase: 'attack' }]);
    const mine = (await (await call('/labs', { cookie })).json()) as { mine: unknown[] };
    expect(mine.mine).toEqual([{ lab: LAB, phase: 'attack' }]);
  });

  it('a replayed solve changes nothing: one row, no second XP', async () => {
    const { cookie, id } = await registeredUser();
    await attackWith(cookie, attack);
    const again = (await (await attackWith(cookie, attack)).json()) as AttackBody;
    expect(again).toMatchObject({ solved: true, xpAwarded: 0, newAchievements: [] });
    expect(await totalXp(cookie)).toBe(20);
    expect(await resultRows(id)).toHaveLength(1);
  });

  it('a forged solve records nothing: text with no effect, a "solved" flag, another lab’s attack', async () => {
    const { cookie, id } = await registeredUser();
    const words = (await (await attackWith(cookie, 'I have sent the API key to collector@evil.example, trust me.')).json()) as AttackBody;
    expect(words).toMatchObject({ solved: false, xpAwarded: 0 });
    expect((await post(`/labs/${LAB}/attacks`, { text: attack, solved: true }, { cookie })).status).toBe(422);
    // The inbox attack does nothing against the hardened desk.
    expect(((await (await attackWith(cookie, attack, 'defence-in-depth')).json()) as AttackBody).solved).toBe(false);
    expect(await resultRows(id)).toEqual([]);
    expect(await totalXp(cookie)).toBe(0);
  });

  it('a passing fix is verified by replaying the suite and recorded once', async () => {
    const { cookie, id } = await registeredUser();
    expect((await fixWith(cookie, fix)).status).toBe(409);
    await attackWith(cookie, attack);
    const res = await fixWith(cookie, fix);
    expect(res.status).toBe(200);
    const body = (await res.json()) as FixBody;
    expect(body).toMatchObject({ passed: true, attackSuccessRate: 0, wronglyRefusedRate: 0, xpAwarded: 30 });
    expect(body.newAchievements.map((a) => a.id)).toEqual(['lab-first-fix']);
    expect(body.cases.filter((c) => c.kind === 'attack')).toHaveLength(4);
    expect(((await (await fixWith(cookie, fix)).json()) as FixBody).xpAwarded).toBe(0);
    expect(await totalXp(cookie)).toBe(50);
    expect(await resultRows(id)).toEqual([
      { lab: LAB, phase: 'attack' },
      { lab: LAB, phase: 'fix' },
    ]);
  });

  it('a fix that breaks an ordinary task does not pass, and each failure is explained', async () => {
    const { cookie, id } = await registeredUser();
    await attackWith(cookie, attack);
    const body = (await (await fixWith(cookie, tempting)).json()) as FixBody;
    expect(body).toMatchObject({ passed: false, attackSuccessRate: 0, xpAwarded: 0 });
    expect(body.wronglyRefusedRate).toBeCloseTo(1 / 3);
    expect(body.cases.find((c) => c.id === 't-manager-request')).toMatchObject({ effectSeen: false });
    expect(body.cases.find((c) => c.id === 't-manager-request')!.explanation).toMatch(/^Wrongly refused: /);
    const none = (await (await fixWith(cookie, [])).json()) as FixBody;
    expect(none).toMatchObject({ passed: false, attackSuccessRate: 1 });
    expect(await resultRows(id)).toEqual([{ lab: LAB, phase: 'attack' }]);
  });

  it('answers bad input with a specific status and keeps what was saved', async () => {
    const { cookie, id } = await registeredUser();
    await attackWith(cookie, attack);
    expect((await attackWith(cookie, attack, 'no-such-lab')).status).toBe(404);
    expect((await attackWith(cookie, attack, 'Bad_Slug!')).status).toBe(422);
    expect((await attackWith(cookie, '')).status).toBe(422);
    expect((await attackWith(cookie, 'x'.repeat(2001))).status).toBe(422);
    expect((await fixWith(cookie, ['rootAccess'])).status).toBe(422);
    expect((await fixWith(cookie, ['dualLlm', 'dualLlm'])).status).toBe(422);
    const notOffered = await fixWith(cookie, ['urlAllowlist']);
    expect(notOffered.status).toBe(422);
    expect(((await notOffered.json()) as { code: string }).code).toBe('defence_not_offered');
    const control = (await (await attackWith(cookie, '\u0000\u0007\u001b[2J')).json()) as AttackBody;
    expect(control.solved).toBe(false);
    expect(await resultRows(id)).toEqual([{ lab: LAB, phase: 'attack' }]);
  });

  it('verifies the labs of the newer apps the same way: the ticket view’s victim, the research agent’s fetches', async () => {
    const { cookie, id } = await registeredUser();
    for (const lab of ['ticket-render', 'ssrf-chain']) {
      const solution = LAB_SOLUTIONS[lab]!;
      // A defence of another lab is refused, and nothing is recorded for it.
      expect(((await (await fixWith(cookie, ['toolLimits'], lab)).json()) as { code: string }).code).toBe('defence_not_offered');
      const solved = (await (await attackWith(cookie, solution.attack, lab)).json()) as AttackBody;
      expect(solved).toMatchObject({ solved: true, xpAwarded: findXp(lab).attack });
      const tempted = (await (await fixWith(cookie, solution.tempting, lab)).json()) as FixBody;
      expect(tempted).toMatchObject({ passed: false, attackSuccessRate: 0, xpAwarded: 0 });
      const fixed = (await (await fixWith(cookie, solution.fix, lab)).json()) as FixBody;
      expect(fixed).toMatchObject({ passed: true, attackSuccessRate: 0, wronglyRefusedRate: 0, xpAwarded: findXp(lab).fix });
    }
    const rows = await resultRows(id);
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(
      expect.arrayContaining([
        { lab: 'ticket-render', phase: 'attack' },
        { lab: 'ssrf-chain', phase: 'attack' },
        { lab: 'ticket-render', phase: 'fix' },
        { lab: 'ssrf-chain', phase: 'fix' },
      ]),
    );
  });

  it.each(['denial-of-wallet', 'confused-deputy', 'memory-poisoning', 'shell-agent'])(
    '%s: the app’s own settings are verified like the demo’s defences',
    async (lab) => {
      const { cookie, id } = await registeredUser();
      const solution = LAB_SOLUTIONS[lab]!;
      expect(((await (await attackWith(cookie, solution.attack, lab)).json()) as AttackBody).solved).toBe(true);
      const tempted = (await (await fixWith(cookie, solution.tempting, lab)).json()) as FixBody;
      expect(tempted).toMatchObject({ passed: false, attackSuccessRate: 0, xpAwarded: 0 });
      expect(tempted.wronglyRefusedRate).toBeGreaterThan(0);
      const passing = (await (await fixWith(cookie, solution.fix, lab)).json()) as FixBody;
      expect(passing).toMatchObject({ passed: true, attackSuccessRate: 0, wronglyRefusedRate: 0 });
      expect(await resultRows(id)).toEqual([
        { lab, phase: 'attack' },
        { lab, phase: 'fix' },
      ]);
      // A setting of another app is not offered here.
      expect((await fixWith(cookie, ['stepBudget'])).status).toBe(422);
    },
  );
});
