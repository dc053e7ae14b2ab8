import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { qaCategories, users } from '../schema';
import type { SessionUser } from '../../http/route';
import { leaveWord } from '../../entities/leave-word.entity';
import { qaCategory } from '../../entities/qa-category.entity';
import { qaEntry } from '../../entities/qa-entry.entity';
import { askQuestion } from '../../services/smart-service/ask';
import { LEAVE_WORD_DEMO, QA_DEMO_ASKS, QA_DEMO_CATEGORIES, QA_DEMO_ENTRIES } from './smart-service-texts';

/**
 * 智能客服 demo data, written through the entities' operations and the ask service as staff would (so ids
 * and times are the run's own). Once only: a database that has a knowledge base keeps it.
 */
export async function seedSmartService(db: Db, staffAccount = 'zhidui'): Promise<void> {
  const [existing] = await db.select({ id: qaCategories.id }).from(qaCategories).limit(1);
  if (existing) return;
  const [staff] = await db.select({ id: users.id, name: users.name, organId: users.organId }).from(users).where(eq(users.account, staffAccount));
  if (!staff) throw new Error(`demo account ${staffAccount} missing`);
  const user: SessionUser = { userId: staff.id, userCode: staffAccount, name: staff.name, unitId: staff.organId, sessionId: 'seed', grants: new Set(), isAdmin: false };
  const categoryIds = new Map<string, string>();
  for (const [sort, name] of QA_DEMO_CATEGORIES.entries()) {
    const row = await qaCategory.ops.add(db, user, { name, sort, enabled: true, remark: null });
    categoryIds.set(name, row.id);
  }
  for (const entry of QA_DEMO_ENTRIES) {
    await qaEntry.ops.add(db, user, { categoryId: categoryIds.get(entry.category)!, question: entry.question, answer: entry.answer, keywords: entry.keywords, enabled: true });
  }
  for (const question of QA_DEMO_ASKS) await askQuestion(db, user, question);
  for (const word of LEAVE_WORD_DEMO) {
    const row = await leaveWord.ops.add(db, user, { name: word.name, phone: word.phone || null, content: word.content, channel: word.channel, reply: null });
    if (word.reply) await leaveWord.ops.update(db, user, { id: row.id, version: row.version, reply: word.reply });
  }
}
