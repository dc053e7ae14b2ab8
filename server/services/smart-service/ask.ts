import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { QA_ANSWER_COUNT, QA_MIN_SCORE } from '../../../src/constants/smart-service';
import type { Db } from '../../db/client';
import { qaAsks, qaCategories, qaEntries } from '../../db/schema';
import type { SessionUser } from '../../http/route';
import { matchEntries } from './match';
import { questionVariants } from './synonyms';

export interface QaAnswer {
  entryId: string;
  question: string;
  answer: string;
  categoryName: string | null;
  score: number;
}

export interface AskReply {
  question: string;
  /** Whether the best entry scored enough to answer; the others are "您是不是想问". */
  answered: boolean;
  matches: QaAnswer[];
}

/**
 * Answers a question from the knowledge base. The ask is recorded in the same transaction: a hit on the
 * best entry (its hit count and the ask) when it answers, a miss (the ask without an entry) otherwise.
 */
export async function askQuestion(db: Db, user: SessionUser | null, question: string): Promise<AskReply> {
  return db.transaction(async (tx) => {
    const found = await matchEntries(tx as unknown as Db, questionVariants(question), QA_ANSWER_COUNT);
    const entries = found.length
      ? await tx
          .select({ entryId: qaEntries.id, question: qaEntries.question, answer: qaEntries.answer, categoryName: qaCategories.name })
          .from(qaEntries)
          .leftJoin(qaCategories, eq(qaCategories.id, qaEntries.categoryId))
          .where(inArray(qaEntries.id, found.map((f) => f.entryId)))
      : [];
    const byId = new Map(entries.map((e) => [e.entryId, e]));
    const matches = found.flatMap((f) => {
      const entry = byId.get(f.entryId);
      return entry ? [{ ...entry, score: Math.round(f.score * 1000) / 1000 }] : [];
    });
    const best = matches[0];
    const answered = best !== undefined && best.score >= QA_MIN_SCORE;
    if (answered) await tx.update(qaEntries).set({ hitCount: sql`${qaEntries.hitCount} + 1` }).where(eq(qaEntries.id, best.entryId));
    await tx.insert(qaAsks).values({ id: `qk-${randomUUID()}`, question, entryId: answered ? best.entryId : null, score: best?.score ?? 0, userId: user?.userId ?? null });
    return { question, answered, matches };
  });
}
