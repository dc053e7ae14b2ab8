import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { todoTasks } from '../../db/schema';
import { subordinateOrganIds } from '../org-scope';
import type { Work } from './apply';
import { cannotView } from './context';

export interface Viewer {
  userId: string;
  name: string;
  unitId: string;
  isAdmin: boolean;
}

/**
 * Who may read a work and its history: an administrator, its starter, anyone who received it, or a
 * person whose unit is the starter's unit or above it.
 */
export async function assertCanView(db: Db, viewer: Viewer, work: Work): Promise<void> {
  if (viewer.isAdmin || work.starterId === viewer.userId || work.assigneeId === viewer.userId) return;
  const [task] = await db
    .select({ id: todoTasks.id })
    .from(todoTasks)
    .where(and(eq(todoTasks.flowWorkId, work.id), eq(todoTasks.assigneeId, viewer.userId)))
    .limit(1);
  if (task) return;
  if ((await subordinateOrganIds(db, viewer.unitId)).includes(work.starterOrganId)) return;
  throw cannotView();
}
