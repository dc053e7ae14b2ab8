import type { Db } from '../client';
import type { flowWorks, organizations, users } from '../schema';
import type { Actor, Clock } from '../../services/flow-runtime/context';
import { moveWork, sendBusiness } from '../../services/flow-runtime/moves';
import { ADMIN_USER_ID, DAY_MS, HOUR_MS, ROOT_ORGAN_ID } from './constants';
import { CORPS_ID } from './organizations';
import { WORK_SCRIPTS, type Who } from './flow-work-scripts';
import { COMPANY_KINDS, COMPANY_WORDS } from './names';

type UserRow = typeof users.$inferInsert;
type OrganRow = typeof organizations.$inferInsert;
type Work = typeof flowWorks.$inferSelect;

export interface FlowWorkPeople {
  users: UserRow[];
  organs: OrganRow[];
  demoIds: Record<string, string>;
  futianBrigadeId: string;
  futianPoliceId: string;
}

const PREFIX = { work: 'fw', task: 'ft', circulation: 'fc', notice: 'fn' } as const;

/** Fixed ids per kind and a clock the seed sets before every move. */
function seedClock(): Clock & { at(time: Date): void } {
  const counters = { work: 0, task: 0, circulation: 0, notice: 0 };
  const clock = {
    now: new Date(0),
    newId: (kind: keyof typeof PREFIX) => `${PREFIX[kind]}-${String(++counters[kind]).padStart(5, '0')}`,
    at: (time: Date) => {
      clock.now = time;
    },
  };
  return clock;
}

function resolvePeople(p: FlowWorkPeople): Record<Who, Actor> {
  const actor = (u: UserRow | undefined): Actor => {
    if (!u?.id) throw new Error('flow work seed: a demo person is missing');
    return { userId: u.id, name: u.name, unitId: u.organId };
  };
  const byId = (id: string) => p.users.find((u) => u.id === id);
  const generated = (organId: string) => p.users.filter((u) => u.organId === organId && u.account?.startsWith('xf'));
  const station = p.organs.find((o) => o.parentId === p.futianBrigadeId && o.level === 4);
  return {
    dadui: actor(byId(p.demoIds.dadui)),
    zhidui: actor(byId(p.demoIds.zhidui)),
    fazhi: actor(byId(p.demoIds.fazhi)),
    paichusuo: actor(byId(p.demoIds.paichusuo)),
    jiedao: actor(byId(p.demoIds.jiedao)),
    // The administrator comes from the essentials seed, not from the generated people.
    admin: { userId: ADMIN_USER_ID, name: '系统管理员', unitId: ROOT_ORGAN_ID },
    brigadeLeader: actor(generated(p.futianBrigadeId).find((u) => u.leader)),
    brigadeMate: actor(generated(p.futianBrigadeId).find((u) => !u.leader)),
    station: actor(station?.id ? generated(station.id)[0] : undefined),
    police: actor(generated(p.futianPoliceId)[0]),
    corpsLeader: actor(generated(CORPS_ID).find((u) => u.leader)),
    bureauLeader: actor(generated(ROOT_ORGAN_ID).find((u) => u.leader)),
  };
}

const titleOf = (index: number, subject: string, busiTypeCode: string, starter: Actor) =>
  busiTypeCode.startsWith('gr')
    ? `${starter.name}${subject}`
    : `深圳市${COMPANY_WORDS[index % COMPANY_WORDS.length]}${COMPANY_KINDS[(index * 3) % COMPANY_KINDS.length]}${subject}`;

/**
 * Plays WORK_SCRIPTS through the runtime (sendBusiness, moveWork) with fixed ids and times, so a second
 * seed writes the same rows. A script the machine or the receiver rules refuse fails the seed.
 */
export type BeforeFinish = (db: Db, work: Work, finisherId: string, opinion: string | null, at: Date) => Promise<void>;

export async function seedFlowWorks(db: Db, anchor: Date, people: FlowWorkPeople, beforeFinish?: BeforeFinish): Promise<void> {
  const who = resolvePeople(people);
  const clock = seedClock();
  for (const [index, script] of WORK_SCRIPTS.entries()) {
    const start = anchor.getTime() - script.daysAgo * DAY_MS + (9 + (index % 5)) * HOUR_MS;
    const [first, ...rest] = script.steps;
    const starter = who[first[0]];
    clock.at(new Date(start));
    let work = await sendBusiness(
      db,
      starter,
      {
        busiTypeCode: script.busiTypeCode,
        busiInstId: `${script.busiTypeCode}-demo-${String(index + 1).padStart(3, '0')}`,
        title: titleOf(index, script.subject, script.busiTypeCode, starter),
        assigneeId: who[first[2]!].userId,
        comment: first[3],
      },
      clock,
    ).catch((error: unknown) => {
      throw new Error(`flow work seed: script ${index + 1} (${script.busiTypeCode}), ${first[0]} send ${first[2]}: ${(error as Error).message}`);
    });
    for (const [n, [actor, move, receiver, opinion]] of rest.entries()) {
      clock.at(new Date(start + (n + 1) * 5 * HOUR_MS));
      // An approve without a receiver is the last step's; close ends the work wherever it stands.
      if ((move === 'approve' && !receiver) || move === 'close') await beforeFinish?.(db, work, who[actor].userId, opinion ?? null, clock.now);
      work = await moveWork(db, who[actor], { flowWorkId: work.id, version: work.version, move, assigneeId: receiver ? who[receiver].userId : undefined, opinion }, clock).catch((error: unknown) => {
        throw new Error(`flow work seed: script ${index + 1} (${script.busiTypeCode}), ${actor} ${move} ${receiver ?? ''}: ${(error as Error).message}`);
      });
    }
  }
}
