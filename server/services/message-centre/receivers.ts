/** Who a message reaches: the chosen people plus everyone in the chosen organisations and their subordinate units. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { MessageCentreMessages as M, MSG_RECEIVERS_MAX } from '../../../src/constants/message-centre';
import type { Db } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { subordinateOrganIds } from '../org-scope';

export interface ReceiverChoice {
  receiverIds?: string[];
  organIds?: string[];
}

export interface Receivers {
  ids: string[];
  /** The chosen organisations and people by name, for the sender's list. */
  names: string;
}

const NAMES_SHOWN = 10;
const live = and(eq(users.deleted, false), eq(users.state, 'active'));

function summary(names: string[], total: number): string {
  const shown = names.slice(0, NAMES_SHOWN).join('、');
  return names.length > NAMES_SHOWN ? `${shown}等（共${total}人）` : shown;
}

async function chosenPeople(db: Db, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(and(inArray(users.id, ids), live));
  const found = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw badRequest(M.unknownReceiver(missing));
  return ids.map((id) => found.get(id)!);
}

/** People of the organisations and of every unit below them; the sender is not sent their own copy. */
async function organPeople(db: Db, organIds: string[], senderId: string): Promise<{ names: string[]; ids: string[] }> {
  if (!organIds.length) return { names: [], ids: [] };
  const organs = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(inArray(organizations.id, organIds), eq(organizations.deleted, false)));
  const byId = new Map(organs.map((o) => [o.id, o.name]));
  const missing = organIds.find((id) => !byId.has(id));
  if (missing) throw badRequest(M.unknownOrgan(missing));
  const units = new Set((await Promise.all(organIds.map((id) => subordinateOrganIds(db, id)))).flat());
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.organId, [...units]), live))
    .orderBy(asc(users.id));
  return { names: organIds.map((id) => byId.get(id)!), ids: people.map((p) => p.id).filter((id) => id !== senderId) };
}

export async function resolveReceivers(db: Db, senderId: string, choice: ReceiverChoice): Promise<Receivers> {
  const receiverIds = [...new Set(choice.receiverIds ?? [])];
  const organIds = [...new Set(choice.organIds ?? [])];
  if (!receiverIds.length && !organIds.length) throw badRequest(M.noReceivers);
  const people = await chosenPeople(db, receiverIds);
  const organs = await organPeople(db, organIds, senderId);
  const ids = [...new Set([...people.map((p) => p.id), ...organs.ids])];
  if (!ids.length) throw badRequest(M.noReceivers);
  if (ids.length > MSG_RECEIVERS_MAX) throw badRequest(M.tooManyReceivers);
  return { ids, names: summary([...organs.names, ...people.map((p) => p.name)], ids.length) };
}
