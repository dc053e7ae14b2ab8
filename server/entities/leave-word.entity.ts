import { desc } from 'drizzle-orm';
import { LEAVE_WORD_STATUS } from '../../src/constants/smart-service';
import { leaveWords as w } from '../db/schema';
import { replyProblem } from '../../src/shared/leave-word-rules';
import { badRequest } from '../http/envelope';
import { defineEntity } from '../entity/define-entity';
import { between, contains, equals } from '../entity/filters';
import { optionText } from '../entity/select-helpers';

/**
 * 在线留言 (znkfLy 8830): a message the public left (added by the channel, or by staff at the counter) and the
 * staff's reply (PUT /leaveWord): the update takes the reply only and marks the message 已回复.
 */
export const leaveWord = defineEntity({
  name: 'leaveWord',
  title: '留言',
  route: 'znkfLy',
  table: w,
  idPrefix: 'lw-',
  select: {
    id: w.id,
    name: w.name,
    phone: w.phone,
    content: w.content,
    channel: w.channel,
    channelText: optionText(w.channel),
    status: w.status,
    statusText: optionText(w.status),
    reply: w.reply,
    replierName: w.replierName,
    repliedAt: w.repliedAt,
    createdAt: w.createdAt,
    version: w.version,
  },
  input: ['name', 'phone', 'content', 'channel', 'reply'],
  addOnly: ['name', 'phone', 'content', 'channel'],
  filters: {
    keyword: contains('keyword', [w.name, w.content, w.phone], '关键词'),
    status: equals('status', w.status),
    channel: equals('channel', w.channel),
    createdAt: between(w.createdAt, ['createdFrom', 'createdTo']),
  },
  order: [desc(w.createdAt)],
  paths: {
    page: { url: '/leaveWord/page', summary: '在线留言分页' },
    detail: { url: '/leaveWord', method: 'GET', summary: '留言详情' },
    add: { url: '/leaveWord/add', method: 'POST', summary: '登记留言' },
    update: { url: '/leaveWord', method: 'PUT', summary: '回复留言' },
    remove: { url: '/leaveWord', method: 'DELETE', summary: '删除留言' },
  },
  buttons: { update: 'reply', remove: 'delete' },
  hooks: {
    /** A reply (on add, a message answered at once) is signed and dated by the caller and answers the message. */
    values(values, { user, current, now }) {
      const reply = values.reply;
      const problem = current ? replyProblem(reply) : undefined;
      if (problem) throw badRequest(problem);
      if (!reply) return { ...values, status: LEAVE_WORD_STATUS.pending };
      return { ...values, status: LEAVE_WORD_STATUS.replied, replierId: user.userId, replierName: user.name, repliedAt: now };
    },
  },
  // 回复 while pending; an answered message is read, not answered again.
  allows: (row) => ({ edit: row.status === LEAVE_WORD_STATUS.pending ? undefined : false }),
});
