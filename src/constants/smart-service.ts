/** 智能客服 (8800): how the knowledge base answers and how much its screens show. */

/** An entry answers a question when its best phrasing scores at least this (character-bigram Dice, 0–1). */
export const QA_MIN_SCORE = 0.3;
/** The best entries a question is answered with (the first is the answer, the rest "您是不是想问"). */
export const QA_ANSWER_COUNT = 3;
/** Longest question accepted by the ask route. */
export const QA_QUESTION_MAX_LENGTH = 200;
/** Rows of each statistics table (top entries, categories, unanswered questions). */
export const QA_STATISTICS_TOP = 20;
/** The statistics period when none is given, in days back from now. */
export const QA_STATISTICS_DEFAULT_DAYS = 30;
/** Most similar questions (synonyms and keywords) one entry may carry. */
export const QA_MAX_KEYWORDS = 30;

/** 在线留言 states (LEAVE_WORD_STATUS_OPTIONS). */
export const LEAVE_WORD_STATUS = { pending: 1, replied: 2 } as const;
