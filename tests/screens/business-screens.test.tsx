// @vitest-environment jsdom
/**
 * The pages of the businesses carried through approval flows, against the mocked gateway with fixtures for
 * the records: the re-inspection outcome form (last step only), the legal review's page with its flow, the
 * record views on the approval page, and the duty declaration dialog.
 */
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { buildSchema, execute } from 'graphql';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { system } from '../../src/app/theme';
import { TagsActorContext } from '../../src/app/tags/tags-context';
import { allButtonIds, findRouteByName } from '../../src/catalogue';
import { GrantsProvider } from '../../src/components/grants-context';
import { resetNotifier, setNotifier } from '../../src/lib/notify';
import { screenFor } from '../../src/screens/registry';
import { createMockLink, type SentOperation } from '../resources/support/mock-link';
import { SCREEN_WAIT } from '../helpers/waits';

const LONG = SCREEN_WAIT;
const schema = buildSchema(readFileSync(resolve(process.cwd(), 'mesh/schema.graphql'), 'utf8'));

const FLOW = { flowWorkId: 'fw-1', phase: 'inApproval', phaseName: '审批中', stepName: '支队审核', assigneeName: '王建国', finishedAt: null, allowedMoves: ['approve'], editable: false, resend: true, lastStepAssignee: true };
const REINSPECTION = {
  id: 'ri-1', title: '深圳市测试商场复查验收申请', companyName: '深圳市测试商场', companyId: null, address: '福田区福华路1号', originalWritNo: '深福消限字〔2026〕第1号',
  hazards: ['疏散通道堆放杂物'], rectifiedAt: '2026-03-01T00:00:00.000Z', applicant: '赵先生', phone: '13800001111', organId: 'o-1', organName: '福田大队',
  registrarName: '李明辉', outcome: null, outcomeName: null, outcomeNote: null, outcomeAt: null, outcomeByName: null, createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z', version: 3, ...FLOW,
};
const LEGAL_REVIEW = {
  id: 'lr-1', reviewKind: 'jzsh', reviewKindName: '集中审核', title: '某商场案（集中审核）', caseName: '某商场消防设施损坏案', caseNo: null, partyName: '某商场', caseCause: 'cc-1',
  caseCauseName: '消防设施未保持完好有效', organId: 'o-1', organName: '福田大队', handlerId: 'u-1', handlerName: '李明辉', summary: '喷淋系统故障。', proposal: '拟罚款二万元。',
  materials: ['现场检查记录', '询问笔录'], submittedAt: '2026-03-01T00:00:00.000Z', creatorName: '李明辉', createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z',
  version: 2, ...FLOW, phase: 'rejected', phaseName: '不通过', stepName: null, assigneeName: null, allowedMoves: ['submit', 'end'], editable: true, lastStepAssignee: false,
};
const DECLARATION = {
  id: 'dd-1', kind: 'grgz', kindName: '个人工作审批', title: '李明辉2026-02个人工作审批', userId: 'u-1', userName: '李明辉', organName: '福田大队', period: '2026-02',
  items: [{ standardId: 'ds-inspect-unit', name: '日常消防监督检查', unit: '家', quantity: 12, score: 24 }], score: 24, reason: null, attachments: [], createdAt: '2026-03-01T00:00:00.000Z',
  version: 5, ...FLOW, phase: 'rejected', phaseName: '不通过', allowedMoves: ['submit', 'end'], editable: true, lastStepAssignee: false,
};
const work = (busiTypeCode: string, busiInstId: string) => ({
  id: 'fw-1', exists: true, busiTypeCode, busiTypeName: '业务', busiInstId, title: '事项', version: 4, definitionId: 'd', definitionVersion: 1, definitionName: '流程',
  phase: 'inApproval', phaseName: '审批中', stepKey: 's1', stepName: '第一步', opinion: null, starterId: 'u-1', starterName: '李明辉', starterOrganName: '福田大队',
  assigneeId: 'u-2', assigneeName: '张丽华', createdAt: '2026-03-01T00:30:00.000Z', updatedAt: '2026-03-01T00:30:00.000Z', finishedAt: null,
  steps: [{ key: 's1', name: '第一步', state: 'current', timeLimitHours: null }], allowedMoves: [], allows: [], moveNeeds: [],
});

function fixtureLink(root: Record<string, unknown>, sent: SentOperation[]) {
  const answered = new Set(Object.keys(root));
  return new ApolloLink((operation, forward) => {
    const field = operation.query.definitions.flatMap((d) => (d.kind === 'OperationDefinition' ? d.selectionSet.selections : [])).map((s) => (s.kind === 'Field' ? s.name.value : ''))[0];
    if (!answered.has(field)) return forward(operation);
    sent.push({ name: operation.operationName ?? '', variables: operation.variables, kind: 'query' });
    return new Observable((observer) => {
      Promise.resolve(execute({ schema, document: operation.query, variableValues: operation.variables, rootValue: root })).then((result) => {
        observer.next(JSON.parse(JSON.stringify(result)));
        observer.complete();
      });
    });
  });
}

function renderScreen(routeName: string, search: string, root: Record<string, unknown>) {
  const sent: SentOperation[] = [];
  const client = new ApolloClient({ link: ApolloLink.from([fixtureLink(root, sent), createMockLink({ listSize: 1 }, sent)]), cache: new InMemoryCache() });
  const route = findRouteByName(routeName)!;
  const Screen = screenFor(routeName);
  render(
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <TagsActorContext.Provider options={{ input: { affixTabs: [] } }}>
          <GrantsProvider grants={{ menuIds: new Set<number>(), buttons: new Set(allButtonIds()) }}>
            <MemoryRouter initialEntries={[route.fullPath + search]}>
              <Suspense fallback={null}>
                <Screen route={route} />
              </Suspense>
            </MemoryRouter>
          </GrantsProvider>
        </TagsActorContext.Provider>
      </ApolloProvider>
    </ChakraProvider>,
  );
  return sent;
}

const mutations = (sent: SentOperation[]) => sent.filter((op) => op.kind === 'mutation');
const notices: string[] = [];
beforeEach(() => setNotifier({ success: (m) => notices.push(m), error: () => {}, info: () => {}, warning: () => {} }));
afterEach(() => {
  cleanup();
  resetNotifier();
  notices.length = 0;
});

describe('re-inspection detail (fcxq)', () => {
  it('lets the last step’s assignee record the outcome, asking a note for 不合格', async () => {
    const sent = renderScreen('fcxq', '?id=ri-1', { reinspectionDetail: REINSPECTION });
    expect((await screen.findByTestId('detail-companyName', {}, LONG)).textContent).toContain('深圳市测试商场');
    expect(screen.getByTestId('business-flow').textContent).toContain('审批中');
    fireEvent.change(await screen.findByTestId('field-outcome'), { target: { value: 'fail' } });
    fireEvent.click(screen.getByTestId('outcome-save'));
    expect((await screen.findByTestId('field-outcomeNote-error')).textContent).toBe('复查不合格时须填写结论说明');
    expect(mutations(sent)).toEqual([]);
    fireEvent.change(screen.getByTestId('field-outcome'), { target: { value: 'pass' } });
    fireEvent.click(screen.getByTestId('outcome-save'));
    await waitFor(() => expect(mutations(sent)).toHaveLength(1));
    expect(mutations(sent)[0]).toMatchObject({ name: 'RecordReinspectionOutcome', variables: { input: { id: 'ri-1', version: 3, outcome: 'pass' } } });
    await waitFor(() => expect(notices).toContain('操作成功'));
  });

  it('shows no outcome form to anyone else', async () => {
    renderScreen('fcxq', '?id=ri-1', { reinspectionDetail: { ...REINSPECTION, lastStepAssignee: false } });
    await screen.findByTestId('detail-companyName', {}, LONG);
    expect(screen.queryByTestId('outcome-form')).toBeNull();
  });
});

describe('legal review page (fzysView)', () => {
  it('shows the case, its flow, and for a returned one 编辑 and 重新送审', async () => {
    renderScreen('fzysView', '?id=lr-1', { legalReviewDetail: LEGAL_REVIEW });
    expect((await screen.findByTestId('detail-materials', {}, LONG)).textContent).toContain('现场检查记录、询问笔录');
    const flow = screen.getByTestId('business-flow');
    expect(flow.textContent).toContain('不通过');
    expect(within(flow).getByTestId('detail-edit')).toBeTruthy();
    expect(within(flow).getByTestId('flow-send').textContent).toBe('重新送审');
    expect(within(flow).getByTestId('open-approval')).toBeTruthy();
  });

  it('says 发送 (not 重新送审) for a record the server says was never sent', async () => {
    renderScreen('fzysView', '?id=lr-1', { legalReviewDetail: { ...LEGAL_REVIEW, phase: 'draft', phaseName: '草稿', flowWorkId: null, allowedMoves: ['send'], resend: false } });
    const flow = await screen.findByTestId('business-flow', {}, LONG);
    expect(within(flow).getByTestId('flow-send').textContent).toBe('发送');
  });
});

describe('record views on the approval page', () => {
  it('shows the legal review of a tqsh/jzsh/lash work', async () => {
    renderScreen('spym', '?busiTypeCode=jzsh&busiInstId=lr-1', { getFlowWorkInfo: work('jzsh', 'lr-1'), legalReviewDetail: LEGAL_REVIEW });
    expect((await screen.findByTestId('detail-caseName', {}, LONG)).textContent).toContain('某商场消防设施损坏案');
  });

  it('shows a declaration’s items and sends it again after a rejection', async () => {
    const sent = renderScreen('personalWorkApproval', '?busiTypeCode=grgz&busiInstId=dd-1', {
      getFlowWorkInfo: work('grgz', 'dd-1'),
      personalDetails: DECLARATION,
      personalStandards: [{ id: 'ds-inspect-unit', name: '日常消防监督检查', unit: '家', unitScore: 2, monthlyCap: 60 }],
      getApprovesBeforeSend: [{ userId: 'u-9', username: '周队长', organId: 'o-1', organName: '福田大队' }],
    });
    expect((await screen.findByTestId('duty-items', {}, LONG)).textContent).toContain('日常消防监督检查');
    fireEvent.click(screen.getByTestId('declaration-edit'));
    const dialog = await screen.findByTestId('declaration-grgz');
    fireEvent.click(within(dialog).getByTestId('declaration-submit'));
    expect(await within(dialog).findByText('请选择接收人')).toBeTruthy();
    expect(mutations(sent)).toEqual([]);
    const receiver = await within(dialog).findByTestId('field-assigneeId');
    await waitFor(() => expect((receiver as HTMLSelectElement).options.length).toBeGreaterThan(1));
    fireEvent.change(receiver, { target: { value: 'u-9' } });
    fireEvent.click(within(dialog).getByTestId('declaration-submit'));
    await waitFor(() => expect(mutations(sent)).toHaveLength(1));
    expect(mutations(sent)[0]).toMatchObject({
      name: 'SavePersonals',
      variables: { input: { id: 'dd-1', version: 5, kind: 'grgz', period: '2026-02', items: [{ standardId: 'ds-inspect-unit', quantity: 12 }], assigneeId: 'u-9' } },
    });
  });
});

describe('个人履职汇总', () => {
  it('lists the summary and asks an appeal’s reason before sending', async () => {
    const sent = renderScreen('personalResumptionSummary', '', {});
    expect(await screen.findAllByTestId('table-row', {}, LONG)).toHaveLength(1);
    fireEvent.click(screen.getByTestId('declare-grss'));
    const dialog = await screen.findByTestId('declaration-grss');
    fireEvent.click(within(dialog).getByTestId('declaration-submit'));
    expect(await within(dialog).findByText('申诉理由不能为空')).toBeTruthy();
    expect(within(dialog).getByText('申报月份不能为空')).toBeTruthy();
    expect(mutations(sent)).toEqual([]);
  });
});
