import { Type } from '@sinclair/typebox';
import { QA_QUESTION_MAX_LENGTH, QA_STATISTICS_DEFAULT_DAYS } from '../../../src/constants/smart-service';
import { badRequest } from '../../http/envelope';
import { defineRoute, type AnyRoute } from '../../http/route';
import { askQuestion } from '../../services/smart-service/ask';
import { qaStatistics } from '../../services/smart-service/statistics';
import { FilterTime, parseFilterTime } from '../../services/filter-time';
import { screenGrants } from '../system/catalogue-menu';

const knowledgeBase = screenGrants('znkfWdk', []);
const statistics = screenGrants('znkfTj', []);
const DAY_MS = 24 * 60 * 60 * 1000;

const QaAnswer = Type.Object({
  entryId: Type.String(),
  question: Type.String({ title: '标准问题' }),
  answer: Type.String({ title: '答案' }),
  categoryName: Type.Union([Type.String(), Type.Null()], { title: '问答分类' }),
  score: Type.Number({ title: '匹配度' }),
});

const Counted = { hits: Type.Integer({ title: '命中次数' }) };

/** 智能客服 (8800) beyond its entities: asking the knowledge base, and its statistics. */
export const smartServiceRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/questionAnswerStorage/ask',
    operationId: 'askQuestionAnswer',
    summary: '智能问答：按问题检索知识库（记录命中或未命中）',
    access: knowledgeBase.menuId,
    body: Type.Object({ question: Type.String({ title: '问题', minLength: 1, maxLength: QA_QUESTION_MAX_LENGTH }) }),
    data: Type.Object({ question: Type.String(), answered: Type.Boolean(), matches: Type.Array(QaAnswer) }),
    handler: async ({ body, db, user, audit }) => {
      const question = body.question.trim();
      if (!question) throw badRequest('问题不能为空');
      audit.target = question;
      return askQuestion(db, user, question);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/questionAnswerStorage/statistics',
    operationId: 'questionAnswerStatistics',
    summary: '客服统计：期间内的提问、命中的问答与分类、未回答的问题',
    access: statistics.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Object({ from: FilterTime('开始时间'), to: FilterTime('结束时间') }),
    data: Type.Object({
      total: Type.Integer({ title: '提问次数' }),
      answered: Type.Integer({ title: '已回答' }),
      unanswered: Type.Integer({ title: '未回答' }),
      entries: Type.Array(Type.Object({ entryId: Type.String(), question: Type.String({ title: '标准问题' }), categoryName: Type.Union([Type.String(), Type.Null()]), ...Counted })),
      categories: Type.Array(Type.Object({ categoryId: Type.String(), name: Type.String({ title: '问答分类' }), ...Counted })),
      misses: Type.Array(Type.Object({ question: Type.String({ title: '问题' }), times: Type.Integer({ title: '次数' }), lastAskedAt: Type.String({ title: '最近提问时间' }) })),
    }),
    handler: async ({ body, db }) => {
      const to = body.to ? parseFilterTime(body.to) : new Date();
      const from = body.from ? parseFilterTime(body.from) : new Date(to.getTime() - QA_STATISTICS_DEFAULT_DAYS * DAY_MS);
      if (from >= to) throw badRequest('开始时间须早于结束时间');
      return qaStatistics(db, { from, to });
    },
  }),
];
