/**
 * The approval page's and the personal task lists' own GraphQL documents through the real gateway: a first
 * send from a business record, the work with its moves, candidates, timeline and circulation, a move, the
 * task pages with the list's filters, and the attachment list, categories and delete.
 */
import { print, type DocumentNode } from 'graphql';
import {
  GetApprovalFlowInfoDocument,
  GetApprovesBeforeSendDocument,
  GetFlowWorkHisDocument,
  GetFlowWorkInfoDocument,
  RemoveTaskFileDocument,
  SendFlowWorkDocument,
  SubmitFlowWorkDocument,
  TaskFileCategoriesDocument,
  TaskFileListDocument,
  UserTaskPageDocument,
} from '../../src/graphql/generated/graphql';
import { openGatewayServer, type GatewayTestServer } from '../helpers/gateway';

let s: GatewayTestServer;
let dadui: string;
let fazhi: string;
beforeAll(async () => {
  s = await openGatewayServer();
  dadui = await s.login('dadui');
  fazhi = await s.login('fazhi');
});
afterAll(async () => {
  await s.close();
});

async function run<T>(document: DocumentNode, token: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await s.graphql<T>(print(document), { token, variables });
  expect(r.errors).toBeUndefined();
  return r.data!;
}

describe('approval documents through the gateway', () => {
  let workId = '';

  it('sends a business record to a first-step candidate and reads it back with the receiver’s moves', async () => {
    const record = { busiTypeCode: 'fzsh', busiInstId: 'gateway-case-1' };
    const before = await run<{ getFlowWorkInfo: { exists: boolean; allowedMoves: string[] } }>(GetFlowWorkInfoDocument, dadui, record);
    expect(before.getFlowWorkInfo).toMatchObject({ exists: false, allowedMoves: ['send'] });
    const candidates = await run<{ getApprovesBeforeSend: { userId: string; username: string }[] }>(GetApprovesBeforeSendDocument, dadui, { busiTypeCode: 'fzsh', move: 'send' });
    const receiver = candidates.getApprovesBeforeSend.find((c) => c.username === '张丽华')!;
    const sent = await run<{ sendFlowWork: { id: string; version: number } }>(SendFlowWorkDocument, dadui, {
      input: { ...record, title: '网关测试案件', assigneeId: receiver.userId, comment: '请审核。' },
    });
    workId = sent.sendFlowWork.id;
    const info = await run<{ getFlowWorkInfo: { allowedMoves: string[]; moveNeeds: { move: string; receiver: boolean }[]; version: number } }>(GetFlowWorkInfoDocument, fazhi, { flowWorkId: workId });
    expect(info.getFlowWorkInfo.allowedMoves).toEqual(['approve', 'reject']);
    const next = await run<{ getApprovesBeforeSend: { userId: string }[] }>(GetApprovesBeforeSendDocument, fazhi, { busiTypeCode: 'fzsh', flowWorkId: workId, move: 'approve' });
    const moved = await run<{ submitFlowWork: { version: number } }>(SubmitFlowWorkDocument, fazhi, {
      input: { flowWorkId: workId, version: info.getFlowWorkInfo.version, action: 'approve', assigneeId: next.getApprovesBeforeSend[0].userId, opinion: '程序合法。' },
    });
    expect(moved.submitFlowWork.version).toBe(info.getFlowWorkInfo.version + 1);
  });

  it('reads the timeline and the circulation record', async () => {
    const flow = await run<{ getApprovalFlowInfo: { taskList: { receiveUser: { username: string }; approveContent: string | null }[] } }>(GetApprovalFlowInfoDocument, dadui, {
      busiTypeCode: 'fzsh',
      busiInstId: 'gateway-case-1',
    });
    expect(flow.getApprovalFlowInfo.taskList[0]).toMatchObject({ receiveUser: { username: '张丽华' }, approveContent: '程序合法。' });
    const his = await run<{ getFlowWorkHis: { moveName: string; comment: string | null }[] }>(GetFlowWorkHisDocument, dadui, { flowWorkId: workId });
    expect(his.getFlowWorkHis.map((row) => [row.moveName, row.comment])).toEqual([
      ['发送', '请审核。'],
      ['同意', '程序合法。'],
    ]);
  });

  it('pages the caller’s tasks with the list’s filters', async () => {
    const page = (token: string, input: Record<string, unknown>) => run<{ getUserTodoTaskPage: { total: number; records: { title: string; overdue: boolean }[] } }>(UserTaskPageDocument, token, { input });
    const done = await page(fazhi, { current: 1, size: 10, finished: true, busiTypeCode: 'fzsh', receivedStart: '2000-01-01 00:00:00', receivedEnd: '2999-12-31 23:59:59' });
    expect(done.getUserTodoTaskPage.records.map((r) => r.title)).toContain('网关测试案件');
    const pending = await page(fazhi, { current: 1, size: 10, finished: false, senderName: '李明辉' });
    expect(pending.getUserTodoTaskPage.records.map((r) => r.title)).not.toContain('网关测试案件');
  });

  it('lists, names the categories of and deletes attachments', async () => {
    const boundary = '----gatewayFiles';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="taskId"\r\n\r\n${workId}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nzgcl\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="整改报告.docx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      Buffer.from('PK docx'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await s.app.inject({ method: 'POST', url: '/api/myTask/file/submit', headers: { token: dadui, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(uploaded.json()).toMatchObject({ code: 0 });
    const categories = await run<{ taskFileCategories: { label: string }[] }>(TaskFileCategoriesDocument, dadui);
    expect(categories.taskFileCategories.map((c) => c.label)).toEqual(['现场照片', '检查记录', '整改材料', '其他']);
    const listed = await run<{ taskFileList: { id: string; categoryName: string; fileName: string; canDelete: boolean }[] }>(TaskFileListDocument, fazhi, { taskId: workId });
    expect(listed.taskFileList).toMatchObject([{ categoryName: '整改材料', fileName: '整改报告.docx', canDelete: false }]);
    const refused = await s.graphql(print(RemoveTaskFileDocument), { token: fazhi, variables: { id: listed.taskFileList[0].id } });
    expect(refused.errors?.[0].message).toBe('只有上传人或管理员可以删除附件');
    await run(RemoveTaskFileDocument, dadui, { id: listed.taskFileList[0].id });
    expect((await run<{ taskFileList: unknown[] }>(TaskFileListDocument, dadui, { taskId: workId })).taskFileList).toEqual([]);
  });
});
