import type { organizations, users } from '../schema';
import { ADMIN_USER_ID, DAY_MS } from './constants';
import { GIVEN_CHARS, SURNAMES } from './names';
import type { Prng } from './prng';

type OrganRow = typeof organizations.$inferInsert;
type UserRow = typeof users.$inferInsert;

export interface DemoAccount {
  account: string;
  name: string;
  organId: string;
  roleId: string;
  leader?: boolean;
}

export interface DemoPeople {
  users: UserRow[];
  userRoles: { userId: string; roleId: string }[];
  /** account → user id of the fixed demo accounts (admin included). */
  demoIds: Record<string, string>;
}

/** Users per organisation level: more at the brigades, one at a community. */
const USERS_PER_LEVEL = [3, 3, 4, 4, 2, 2, 1];

export function chineseName(rng: Prng): string {
  const given = rng.chance(0.6) ? rng.pick(GIVEN_CHARS) + rng.pick(GIVEN_CHARS) : rng.pick(GIVEN_CHARS);
  return rng.pick(SURNAMES) + given;
}

const phone = (rng: Prng) => `1${rng.pick(['35', '37', '38', '39', '58', '86', '88'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;

/** Role of a generated user: fire staff are inspectors, police officers and street staff partners. */
const roleForLevel = (level: number) => (level === 5 ? 'r-paichusuo' : level === 6 ? 'r-jiedao' : 'r-dadui');

export function buildPeople(
  rng: Prng,
  organs: OrganRow[],
  demoAccounts: DemoAccount[],
  passwordHash: string,
  anchor: Date,
): DemoPeople {
  const rows: UserRow[] = [];
  const links: { userId: string; roleId: string }[] = [];
  const demoIds: Record<string, string> = { admin: ADMIN_USER_ID };
  let seq = 1;
  const nextId = () => `u-${String(++seq).padStart(4, '0')}`;
  const base = (organId: string, name: string, account: string, leader: boolean) => {
    const createdAt = new Date(anchor.getTime() - rng.int(60, 400) * DAY_MS);
    return {
      id: nextId(),
      account,
      name,
      organId,
      leader,
      phone: phone(rng),
      email: null,
      avatar: null,
      passwordHash,
      passwordChangedAt: new Date(anchor.getTime() - rng.int(1, 30) * DAY_MS),
      createdAt,
      updatedAt: createdAt,
    };
  };

  for (const demo of demoAccounts) {
    const row = { ...base(demo.organId, demo.name, demo.account, demo.leader ?? false), passwordIsInitial: false };
    rows.push(row);
    links.push({ userId: row.id, roleId: demo.roleId });
    demoIds[demo.account] = row.id;
  }
  for (const organ of organs) {
    const count = USERS_PER_LEVEL[organ.level] ?? 1;
    for (let i = 0; i < count; i += 1) {
      const row: UserRow = { ...base(organ.id, chineseName(rng), '', i === 0 && organ.level <= 4), passwordIsInitial: false };
      // Drawn and not used, so the rest of the generated data stays as it was: generated people are demo
      // accounts with their password set, and an initial password now blocks everything but changing it.
      rng.chance(0.3);
      row.account = `xf${(row.id as string).slice(2)}`;
      rows.push(row);
      links.push({ userId: row.id, roleId: roleForLevel(organ.level) });
    }
  }
  return { users: rows, userRoles: links, demoIds };
}
