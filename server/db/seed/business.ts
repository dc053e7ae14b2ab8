import type { notices } from '../schema';
import { HOUR_MS } from './constants';
import { BUSI_TYPES, COMPANY_KINDS, COMPANY_WORDS } from './names';
import type { Prng } from './prng';

type NoticeRow = typeof notices.$inferInsert;

const companyName = (rng: Prng) => `深圳市${rng.pick(COMPANY_WORDS)}${rng.pick(COMPANY_KINDS)}`;

const NOTICE_KINDS = [
  { category: '任务提醒', templateCategory: 'task', title: (c: string, b: string) => `您有一条新的${b}任务：${c}` },
  { category: '审批通知', templateCategory: 'approval', title: (c: string, b: string) => `${c}的${b}审批已通过` },
  { category: '系统消息', templateCategory: 'system', title: () => '系统将于本周日凌晨进行例行维护' },
];

export function buildNotices(rng: Prng, receiverIds: string[], senderIds: string[], anchor: Date): NoticeRow[] {
  const rows: NoticeRow[] = [];
  for (const receiverId of receiverIds) {
    const count = rng.int(4, 8);
    for (let i = 0; i < count; i += 1) {
      const kind = rng.pick(NOTICE_KINDS);
      const busi = rng.pick(BUSI_TYPES);
      const company = companyName(rng);
      const title = kind.title(company, busi.name);
      rows.push({
        id: `n-${String(rows.length + 1).padStart(5, '0')}`,
        receiverId,
        senderId: rng.pick(senderIds),
        title,
        content: `${title}，请及时登录系统查看并处理。`,
        category: kind.category,
        templateCategory: kind.templateCategory,
        busiTypeCode: busi.code,
        busiTypeName: busi.name,
        taskId: null,
        busiInstId: null,
        flowWorkId: null,
        payload: null,
        // The first two of everyone stay unread so the bell shows a count.
        visited: i >= 2 && rng.chance(0.5),
        createdAt: new Date(anchor.getTime() - rng.int(1, 24 * 10) * HOUR_MS),
      });
    }
  }
  return rows;
}
