// @vitest-environment jsdom
/**
 * The guided approval page against the mocked gateway, with the work, its candidates, timeline and
 * circulation answered by fixtures: only the allowed moves show; reject needs an opinion and sends
 * nothing without one; approve asks for the receiver moveNeeds asks for and sends work/submit with it;
 * a conflict keeps the typed opinion; the timeline and the circulation dialog list their rows.
 */
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { buildSchema, execute } from 'graphql';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { system } from '../../src/app/theme';
import { TagsActorContext } from '../../src/app/tags/tags-context';
import { allButtonIds, findRouteByName } from '../../src/catalogue';
import { GrantsProvider } from '../../src/components/grants-context';
import { resetNotifier, setNotifier } from '../../src/lib/notify';
import { FlowSendButton } from '../../src/screens/common/approval';
import { screenFor } from '../../src/screens/registry';
import { createMockLink, type SentOperation } from '../resources/support/mock-link';
import { SCREEN_WAIT } from '../helpers/waits';

const LONG = SCREEN_WAIT;
const schema = buildSchema(readFileSync(resolve(process.cwd(), 'mesh/schema.graphql'), 'utf8'));

const WORK = {
  id: 'fw-7', exists: true, busiTypeCode: 'fzsh', busiTypeName: '法制审核', busiInstId: 'case-7', title: '福田某商场案件', version: 4,
  definitionId: 'def-1', definitionVersion: 1, definitionName: '法制审核流程', phase: 'inApproval', phaseName: '审批中',
  stepKey: 'legalReview', stepName: '法制员审核', opinion: null, starterId: 'u-1', starterName: '李明辉', starterOrganName: '福田大队',
  assigneeId: 'u-2', assigneeName: '张丽华', createdAt: '2026-03-01T00:30:00.000Z', updatedAt: '2026-03-01T00:30:00.000Z', finishedAt: null,
  steps: [
    { key: 'brigade', name: '大队审核', state: 'done', timeLimitHours: null },
    { key: 'legalReview', name: '法制员审核', state: 'current', timeLimitHours: 24 },
    { key: 'detachmentLeader', name: '支队领导审批', state: 'todo', timeLimitHours: 48 },
  ],
  allowedMoves: ['approve', 'reject', 'transfer'],
  allows: ['talk', 'files'],
  moveNeeds: [
    { move: 'approve', moveName: '同意', receiver: true, opinion: false },
    { move: 'reject', moveName: '不同意', receiver: false, opinion: true },
    { move: 'transfer', moveName: '转办', receiver: true, opinion: false },
  ],
};
const CANDIDATES = [
  { userId: 'u-3', username: '王建国', organId: 'o-2', organName: '深圳支队' },
  { userId: 'u-4', username: '赵强', organId: 'o-2', organName: '深圳支队' },
];
const TASKS = [
  {
    id: 't-1', stepName: '大队审核', status: 'done', statusName: '已办', receiveOrgan: { organName: '福田大队' }, receiveUser: { username: '周队长' },
    approvalTime: '2026-03-01T02:00:00.000Z', approveAction: 'approve', approveActionName: '同意', approveContent: '情况属实。',
    sendOrgan: { organName: '福田大队' }, sendUser: { username: '李明辉' }, sendTime: '2026-03-01T00:30:00.000Z', sendUserComment: '请审核。',
  },
  {
    id: 't-2', stepName: '法制员审核', status: 'pending', statusName: '待办', receiveOrgan: { organName: '深圳支队' }, receiveUser: { username: '张丽华' },
    approvalTime: null, approveAction: null, approveActionName: null, approveContent: null,
    sendOrgan: { organName: '福田大队' }, sendUser: { username: '周队长' }, sendTime: '2026-03-01T02:00:00.000Z', sendUserComment: null,
  },
];
const HISTORY = [
  { id: 'c-1', move: 'send', moveName: '发送', stepName: '发起', sourceUnitName: '福田大队', username: '李明辉', sendTime: '2026-03-01T00:30:00.000Z', targetUnitName: '福田大队', targetUserName: '周队长', comment: '请审核。' },
  { id: 'c-2', move: 'approve', moveName: '同意', stepName: '大队审核', sourceUnitName: '福田大队', username: '周队长', sendTime: '2026-03-01T02:00:00.000Z', targetUnitName: '深圳支队', targetUserName: '张丽华', comment: '情况属实。' },
];

interface Fixtures {
  work?: Omit<typeof WORK, 'allows'> & { allows: string[] };
  /** Operation name → the error the server answers with. */
  failures?: Record<string, { message: string; bizCode: number }>;
}

/** Answers the flow reads with the fixtures (through the real schema, so typenames and shapes are right); the rest is mocked. */
function fixtureLink(fixtures: Fixtures, sent: SentOperation[]) {
  const root: Record<string, unknown> = {
    getFlowWorkInfo: fixtures.work ?? WORK,
    getApprovesBeforeSend: CANDIDATES,
    getApprovalFlowInfo: { taskList: TASKS },
    getFlowWorkHis: HISTORY,
  };
  const answered = new Set(['GetFlowWorkInfo', 'GetApprovesBeforeSend', 'GetApprovalFlowInfo', 'GetFlowWorkHis']);
  return new ApolloLink((operation, forward) => {
    const failure = fixtures.failures?.[operation.operationName ?? ''];
    if (!answered.has(operation.operationName ?? '') && !failure) return forward(operation);
    const kind = operation.query.definitions.some((each) => each.kind === 'OperationDefinition' && each.operation === 'mutation') ? 'mutation' : 'query';
    sent.push({ name: operation.operationName ?? '', variables: operation.variables, kind });
    return new Observable((observer) => {
      if (failure) {
        observer.next({ errors: [{ message: failure.message, extensions: { code: 'BUSINESS_ERROR', bizCode: failure.bizCode } }] });
        observer.complete();
        return;
      }
      Promise.resolve(execute({ schema, document: operation.query, variableValues: operation.variables, rootValue: root })).then((result) => {
        observer.next(JSON.parse(JSON.stringify(result)));
        observer.complete();
      });
    });
  });
}

function renderApproval(routeName: string, search: string, fixtures: Fixtures = {}, ui?: ReactElement) {
  const sent: SentOperation[] = [];
  const client = new ApolloClient({ link: ApolloLink.from([fixtureLink(fixtures, sent), createMockLink({ listSize: 1 }, sent)]), cache: new InMemoryCache() });
  const route = findRouteByName(routeName)!;
  const Screen = screenFor(routeName);
  render(
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <TagsActorContext.Provider options={{ input: { affixTabs: [] } }}>
          <GrantsProvider grants={{ menuIds: new Set<number>(), buttons: new Set(allButtonIds()) }}>
            <MemoryRouter initialEntries={[route.fullPath + search]}>
              <Suspense fallback={null}>{ui ?? <Screen route={route} />}</Suspense>
            </MemoryRouter>
          </GrantsProvider>
        </TagsActorContext.Provider>
      </ApolloProvider>
    </ChakraProvider>,
  );
  return sent;
}

const notices: string[] = [];
beforeEach(() => {
  notices.length = 0;
  setNotifier({ success: (m) => notices.push(m), error: () => {}, info: () => {}, warning: () => {} });
});
afterEach(() => {
  cleanup();
  resetNotifier();
});

const mutations = (sent: SentOperation[]) => sent.filter((operation) => operation.kind === 'mutation');
const loads = (sent: SentOperation[]) => sent.filter((operation) => operation.name === 'GetFlowWorkInfo');

describe('approval page', () => {
  it('every approval, assignment and audit page of /xfjc is the same guided page', () => {
    const names = ['spym', 'dashboardSpym', 'pfym', 'fgym', 'shym', 'mySpym', 'personalWorkApproval', 'personalResumptionApproval', 'personalResumptionAppeal'];
    for (const name of names) expect(screenFor(name), name).toBe(screenFor('spym'));
  });

  it('shows the record, the stepper and only the moves the server allows', async () => {
    renderApproval('spym', '?flowWorkId=fw-7');
    const buttons = await screen.findByTestId('move-buttons', {}, LONG);
    expect(within(buttons).getAllByRole('button').map((button) => button.textContent)).toEqual(['同意', '不同意', '转办']);
    for (const hidden of ['send', 'submit', 'reback', 'revoke', 'forward', 'close', 'end']) expect(screen.queryByTestId(`move-${hidden}`)).toBeNull();
    expect(screen.getByTestId('record-title').textContent).toContain('福田某商场案件');
    expect(screen.getByTestId('record-starter').textContent).toContain('李明辉');
    expect(screen.getByTestId('approval-phase').textContent).toBe('审批中');
    expect(['0', '1', '2'].map((index) => screen.getByTestId(`flow-step-${index}`).getAttribute('data-step-state'))).toEqual(['done', 'current', 'todo']);
    expect(screen.getByTestId('flow-step-1').textContent).toContain('张丽华');
  });

  it('opened read-only (no talk, no files allowed), leaves the talk out and never asks for it (E1)', async () => {
    const sent = renderApproval('spym', '?flowWorkId=fw-7', { work: { ...WORK, allowedMoves: [], moveNeeds: [], allows: [] } });
    expect((await screen.findByTestId('approval-files-note', {}, LONG)).textContent).toBe('附件仅该事项的办理人员可以查看');
    await screen.findAllByTestId('timeline-item', {}, LONG);
    expect(screen.queryByTestId('task-talk')).toBeNull();
    expect(sent.map((operation) => operation.name)).not.toContain('OpenTaskTalk');
    expect(sent.map((operation) => operation.name)).not.toContain('TaskFileList');
  });

  it('on the work, shows its talk and attachments', async () => {
    const sent = renderApproval('spym', '?flowWorkId=fw-7');
    expect(await screen.findByTestId('task-talk', {}, LONG)).toBeTruthy();
    await waitFor(() => expect(sent.map((operation) => operation.name)).toContain('OpenTaskTalk'), LONG);
    expect(screen.queryByTestId('approval-files-note')).toBeNull();
  });

  it('opens the work of a business record (?busiTypeCode=&busiInstId=) too', async () => {
    const sent = renderApproval('dashboardSpym', '?busiTypeCode=fzsh&busiInstId=case-7');
    await screen.findByTestId('move-buttons', {}, LONG);
    expect(loads(sent)[0].variables).toEqual({ busiTypeCode: 'fzsh', busiInstId: 'case-7' });
  });

  it('says what is missing without a work in the URL', async () => {
    renderApproval('shym', '');
    expect((await screen.findByTestId('approval-missing', {}, LONG)).textContent).toContain('缺少流程事项ID或业务记录');
  });

  it('refuses a reject without an opinion (审批意见不能为空) and sends nothing', async () => {
    const sent = renderApproval('spym', '?flowWorkId=fw-7');
    fireEvent.click(await screen.findByTestId('move-reject', {}, LONG));
    const dialog = await screen.findByTestId('move-dialog');
    expect(within(dialog).queryByTestId('move-receiver')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('move-confirm'));
    expect((await screen.findByTestId('move-opinion-error')).textContent).toBe('审批意见不能为空');
    expect(mutations(sent)).toEqual([]);
  });

  it('approve asks for the next receiver, then sends work/submit with it and reloads the work', async () => {
    const sent = renderApproval('spym', '?flowWorkId=fw-7');
    fireEvent.click(await screen.findByTestId('move-approve', {}, LONG));
    const select = (await screen.findByTestId('move-receiver')) as HTMLSelectElement;
    fireEvent.click(screen.getByTestId('move-confirm'));
    expect((await screen.findByTestId('move-receiver-error')).textContent).toBe('请选择办理人');
    expect(mutations(sent)).toEqual([]);
    await waitFor(() => expect(select.options.length).toBe(3), LONG);
    expect(select.options[1].textContent).toBe('王建国（深圳支队）');
    expect(sent.find((operation) => operation.name === 'GetApprovesBeforeSend')?.variables).toEqual({ busiTypeCode: 'fzsh', flowWorkId: 'fw-7', move: 'approve' });
    fireEvent.change(select, { target: { value: 'u-3' } });
    fireEvent.change(screen.getByTestId('move-opinion'), { target: { value: '程序合法。' } });
    fireEvent.click(screen.getByTestId('move-confirm'));
    await waitFor(() => expect(mutations(sent)).toHaveLength(1), LONG);
    expect(mutations(sent)[0]).toMatchObject({ name: 'SubmitFlowWork', variables: { input: { flowWorkId: 'fw-7', version: 4, action: 'approve', assigneeId: 'u-3', opinion: '程序合法。' } } });
    await waitFor(() => expect(notices).toContain('操作成功'), LONG);
    await waitFor(() => expect(loads(sent)).toHaveLength(2), LONG);
    await waitFor(() => expect(screen.queryByTestId('move-dialog')).toBeNull(), LONG);
  });

  it('a conflict (409) says so, reloads the work and keeps the typed opinion', async () => {
    const sent = renderApproval('spym', '?flowWorkId=fw-7', { failures: { SubmitFlowWork: { message: '该事项已被他人处理，请刷新后重试', bizCode: 409 } } });
    fireEvent.click(await screen.findByTestId('move-reject', {}, LONG));
    fireEvent.change(await screen.findByTestId('move-opinion'), { target: { value: '材料不全，请补充。' } });
    fireEvent.click(screen.getByTestId('move-confirm'));
    expect((await screen.findByTestId('move-error', {}, LONG)).textContent).toContain('该事项已被他人处理，请刷新后重试');
    await waitFor(() => expect(loads(sent)).toHaveLength(2), LONG);
    expect((screen.getByTestId('move-opinion') as HTMLTextAreaElement).value).toBe('材料不全，请补充。');
    expect(mutations(sent)).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('lists the approval timeline and, in its dialog, the circulation record', async () => {
    renderApproval('mySpym', '?flowWorkId=fw-7');
    const items = await screen.findAllByTestId('timeline-item', {}, LONG);
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('福田大队 周队长');
    expect(items[0].textContent).toContain('情况属实。');
    expect(items[0].textContent).toContain('请审核。');
    expect(items[1].textContent).toContain('待办理');
    fireEvent.click(screen.getByTestId('approval-history'));
    const dialog = await screen.findByTestId('circulation-dialog');
    const header = within(dialog).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(header).toEqual(['发送单位', '发送人', '发送时间', '接收单位', '备注']);
    const rows = await within(dialog).findAllByTestId('table-row', {}, LONG);
    expect(rows).toHaveLength(2);
    expect(rows[1].textContent).toContain('深圳支队');
    expect(rows[1].textContent).toContain('同意：情况属实。');
  });

  it('a record not sent yet offers 发送, with the first step receivers, and no circulation', async () => {
    const draft = { ...WORK, id: null, exists: false, busiInstId: 'case-8', version: 0, title: null, starterName: null, createdAt: null, phase: 'draft', phaseName: '草稿', allowedMoves: ['send'], moveNeeds: [{ move: 'send', moveName: '发送', receiver: true, opinion: false }] };
    const sent = renderApproval('spym', '?busiTypeCode=fzsh&busiInstId=case-8&title=新案件', { work: draft as unknown as typeof WORK });
    fireEvent.click(await screen.findByTestId('move-send', {}, LONG));
    const select = (await screen.findByTestId('move-receiver')) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(3), LONG);
    fireEvent.change(select, { target: { value: 'u-4' } });
    fireEvent.click(screen.getByTestId('move-confirm'));
    await waitFor(() => expect(mutations(sent)).toHaveLength(1), LONG);
    expect(mutations(sent)[0]).toMatchObject({ name: 'SendFlowWork', variables: { input: { busiTypeCode: 'fzsh', busiInstId: 'case-8', title: '新案件', assigneeId: 'u-4' } } });
    expect(screen.queryByTestId('approval-history')).toBeNull();
  });

  it('the send button of a business page sends the record to the receiver chosen from the candidates', async () => {
    let sentCount = 0;
    const sent = renderApproval('spym', '', {}, <FlowSendButton busiTypeCode="fcys" busiInstId="fcys-1" title="某单位复查申请" onSent={() => sentCount++} />);
    fireEvent.click(await screen.findByTestId('flow-send', {}, LONG));
    const select = (await screen.findByTestId('move-receiver')) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(3), LONG);
    expect(sent.find((operation) => operation.name === 'GetApprovesBeforeSend')?.variables).toEqual({ busiTypeCode: 'fcys', move: 'send' });
    fireEvent.change(select, { target: { value: 'u-3' } });
    fireEvent.change(screen.getByTestId('move-opinion'), { target: { value: '请验收。' } });
    fireEvent.click(screen.getByTestId('move-confirm'));
    await waitFor(() => expect(sentCount).toBe(1), LONG);
    expect(mutations(sent)).toMatchObject([{ name: 'SendFlowWork', variables: { input: { busiTypeCode: 'fcys', busiInstId: 'fcys-1', title: '某单位复查申请', assigneeId: 'u-3', comment: '请验收。' } } }]);
    expect(notices).toContain('操作成功');
    await waitFor(() => expect(screen.queryByTestId('move-dialog')).toBeNull(), LONG);
  });
});
