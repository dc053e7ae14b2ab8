/**
 * Demo messages (tables the seed test does not truncate are written with onConflictDoNothing): two sends of the message centre between the demo accounts (one read, one not), and a
 * task talk on the 法制审核 case 李明辉 (dadui) sent to 张丽华 (fazhi). Fixed ids and times, so two seeds match.
 */
import { eq } from 'drizzle-orm';
import { MESSAGE_CATEGORY, TALK_CATEGORY } from '../../../src/constants/message-centre';
import { TALK_TYPE, TaskTalkMessages } from '../../../src/constants/task-talk';
import type { Db } from '../client';
import { flowWorks, notices, noticeSends, taskTalkContents, taskTalks, taskTalkUsers, users } from '../schema';
import { DAY_MS, HOUR_MS } from './constants';

/** The demo flow work the talk is about (WORK_SCRIPTS: dadui sent it to fazhi two days ago). */
const TALK_WORK = 'fzsh-demo-010';

interface Send {
  id: string;
  from: string;
  to: { who: string; read: boolean }[];
  title: string;
  content: string;
  hoursAgo: number;
}

const SENDS: Send[] = [
  {
    id: 'ms-0001',
    from: 'zhidui',
    to: [{ who: 'dadui', read: true }, { who: 'fazhi', read: false }],
    title: '关于开展夏季消防安全检查的通知',
    content: '各单位：请于本月底前完成辖区人员密集场所的夏季消防安全检查，检查情况按周报送支队。',
    hoursAgo: 40,
  },
  {
    id: 'ms-0002',
    from: 'dadui',
    to: [{ who: 'zhidui', read: false }],
    title: '福田大队本周执法情况汇报',
    content: '本周共检查单位36家，发现隐患52处，已督促整改41处，下发责令限期改正通知书5份。',
    hoursAgo: 20,
  },
];

export async function seedMessageCentre(db: Db, anchor: Date, demoIds: Record<string, string>): Promise<void> {
  const at = (hoursAgo: number) => new Date(anchor.getTime() - hoursAgo * HOUR_MS);
  const names = new Map((await db.select({ id: users.id, name: users.name }).from(users)).map((u) => [u.id, u.name]));
  let n = 0;
  const noticeId = () => `mn-${String(++n).padStart(5, '0')}`;

  for (const send of SENDS) {
    const createdAt = at(send.hoursAgo);
    await db.insert(noticeSends).values({
      id: send.id,
      senderId: demoIds[send.from],
      title: send.title,
      content: send.content,
      category: MESSAGE_CATEGORY,
      receiverCount: send.to.length,
      receiverNames: send.to.map((r) => names.get(demoIds[r.who])).join('、'),
      createdAt,
    }).onConflictDoNothing();
    await db.insert(notices).values(
      send.to.map((r) => ({
        id: noticeId(),
        receiverId: demoIds[r.who],
        senderId: demoIds[send.from],
        title: send.title,
        content: send.content,
        category: MESSAGE_CATEGORY,
        sendId: send.id,
        visited: r.read,
        createdAt,
      })),
    );
  }

  const [work] = await db.select().from(flowWorks).where(eq(flowWorks.busiInstId, TALK_WORK));
  if (!work) return;
  const talkId = 'tt-0001';
  const lines = [
    { id: 'tc-0001', from: 'fazhi', to: 'dadui', text: '案卷中的询问笔录缺少当事人签名，请补充后重新上传。', time: at(DAY_MS / HOUR_MS + 6), read: true },
    { id: 'tc-0002', from: 'dadui', to: 'fazhi', text: '收到，今天下午补齐签名后上传到附件。', time: at(DAY_MS / HOUR_MS + 5), read: false },
  ];
  await db.insert(taskTalks).values({ id: talkId, flowWorkId: work.id, createdAt: lines[0].time, lastMessageAt: lines[1].time }).onConflictDoNothing();
  await db.insert(taskTalkUsers).values([
    { talkId, userId: demoIds.dadui, joinedAt: lines[0].time, lastReadAt: lines[1].time },
    { talkId, userId: demoIds.fazhi, joinedAt: lines[0].time, lastReadAt: lines[0].time },
  ]).onConflictDoNothing();
  await db.insert(taskTalkContents).values(lines.map((l) => ({ id: l.id, talkId, senderId: demoIds[l.from], type: TALK_TYPE.text, text: l.text, createdAt: l.time }))).onConflictDoNothing();
  await db.insert(notices).values(
    lines.map((l) => ({
      id: noticeId(),
      receiverId: demoIds[l.to],
      senderId: demoIds[l.from],
      title: TaskTalkMessages.noticeTitle(names.get(demoIds[l.from]) ?? '', work.title),
      content: l.text,
      category: TALK_CATEGORY,
      busiTypeCode: work.busiTypeCode,
      busiTypeName: work.busiTypeName,
      busiInstId: work.busiInstId,
      flowWorkId: work.id,
      payload: { talkId, contentId: l.id, type: TALK_TYPE.text, taskName: work.title, username: names.get(demoIds[l.from]) },
      visited: l.read,
      createdAt: l.time,
    })),
  );
}
