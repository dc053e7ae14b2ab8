/** 双随机抽取 (generateTask): units of the library by category, area and count, officer pairs of the brigade, from a recorded seed. */
import { randomInt } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { DRAW_FIELDS } from '../../../src/shared/supervision-inputs';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { RANDOM_DRAW_MAX_UNITS } from '../../../src/constants/random-draw';
import type { Db } from '../../db/client';
import { randomDraws, societyCompanies as c } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import type { SupervisionTaskRow } from '../../entities/supervision-task.entity';
import { dispatchTaskFrom } from './dispatch-from';
import { asDb } from '../flow-runtime/context';
import { escapeLike } from '../like';
import { scopeOf } from '../org-scope';
import { draw } from './draw-rules';
import { brigadeOfficers } from './pickers';

/** The body of /supervision/generateTask; the service's input is its static type. */
export const DrawBody = Type.Object(DRAW_FIELDS);
export type DrawInput = Static<typeof DrawBody>;

export interface DrawResult {
  drawId: string;
  seed: number;
  candidates: number;
  tasks: SupervisionTaskRow[];
}

/** Draws and dispatches the tasks, all or none, and records the draw with its seed. */
export async function drawTasks(db: Db, user: SessionUser, input: DrawInput, now = new Date()): Promise<DrawResult> {
  if (input.count < 1 || input.count > RANDOM_DRAW_MAX_UNITS) throw badRequest(`抽取数量应为1至${RANDOM_DRAW_MAX_UNITS}`);
  const seed = input.seed ?? randomInt(0, 2 ** 31 - 1);
  return db.transaction(async (tr) => {
    const tx = asDb(tr);
    const scope = await scopeOf(tx, user);
    const where = [eq(c.deleted, false), eq(c.status, 1)];
    if (scope) where.push(inArray(c.organId, scope));
    if (input.unitCategory) where.push(eq(c.unitCategory, input.unitCategory));
    if (input.areaCode?.trim()) where.push(like(c.areaCode, `${escapeLike(input.areaCode.trim())}%`));
    const units = await tx.select({ id: c.id }).from(c).where(and(...where)).orderBy(asc(c.id));
    if (units.length < input.count) throw badRequest(`符合条件的社会单位只有${units.length}个，少于抽取数量${input.count}`);
    const officers = await brigadeOfficers(tx, user);
    if (officers.length < 2) throw badRequest('本单位的执法人员不足两人，无法抽取');
    const drawn = draw(seed, units, officers, input.count);
    const drawId = `rd-${seed}-${now.getTime()}`;
    const tasks: SupervisionTaskRow[] = [];
    for (const [i, unit] of drawn.units.entries()) {
      const [agent, assistant] = drawn.pairs[i];
      tasks.push(
        await dispatchTaskFrom(tx, user, {
          companyId: unit.id, taskClassification: 'spotCheck', source: 'random', agentId: agent.userId, assistantHandlerId: assistant.userId, endDate: input.endDate,
          remark: `双随机抽取（随机种子${seed}）`,
        }, drawId),
      );
    }
    await tx.insert(randomDraws).values({
      id: drawId, organId: user.unitId, seed, unitCategory: input.unitCategory ?? null, areaCode: input.areaCode?.trim() || null, count: input.count,
      candidates: units.length, taskIds: tasks.map((t) => t.id), createdBy: user.userId, createdAt: now,
    });
    return { drawId, seed, candidates: units.length, tasks };
  });
}
