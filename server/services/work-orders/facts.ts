/**
 * The statistics facts of a work order, written in the transaction that changes it: an order to a committee
 * department is an industry order (10410: 下发, 已签收, 已办结, 超期), and its handling is the department's
 * check (10420: a task of source industry with the result and the hazards found).
 */
import { eq } from 'drizzle-orm';
import { chinaDateOf } from '../../../src/shared/working-days';
import type { Db } from '../../db/client';
import { workOrders } from '../../db/schema';
import { saveIndustryOrderFact, saveInspectionTaskFact } from '../statistics/fact-writes';

type OrderRow = typeof workOrders.$inferSelect;

function factStatus(order: OrderRow, now: Date): 'issued' | 'accepted' | 'done' | 'overdue' {
  if (order.status === 'closed') return 'done';
  if (order.dueDate < chinaDateOf(now)) return 'overdue';
  return order.status === 'sent' ? 'issued' : 'accepted';
}

/** Writes the facts of the order as it now stands (nothing for orders to organisations of the tree). */
export async function writeWorkOrderFacts(db: Db, id: string, now = new Date()): Promise<void> {
  const [order] = await db.select().from(workOrders).where(eq(workOrders.id, id));
  if (!order?.receiverDepartmentId) return;
  await saveIndustryOrderFact(db, {
    id: order.id, organId: order.issuerOrganId, departmentId: order.receiverDepartmentId, title: order.title,
    status: factStatus(order, now), issuedAt: order.createdAt, doneAt: order.closedAt,
  });
  if (!order.handledAt || !order.handlerId || !order.checkResult) return;
  await saveInspectionTaskFact(db, {
    id: order.id, organId: order.receiverOrganId, userId: order.handlerId, companyId: order.companyId, source: 'industry', status: 'done',
    result: order.checkResult === 'qualified' ? 'qualified' : 'unqualified', hazards: order.hazardCount ?? 0,
    issuedByOrganId: order.issuerOrganId, departmentId: order.receiverDepartmentId, createdAt: order.createdAt, checkedAt: order.handledAt,
  });
}
