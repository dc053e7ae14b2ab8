// @vitest-environment jsdom
/**
 * 发送消息, 消息详情 and the task-talk panel against the gateway schema with fixtures: receivers from the
 * organisation-user tree (search, people and units), a template's placeholders filled and previewed,
 * messages naming the field, the sent mutation; a received notice with its business link and, for a talk
 * notice, the conversation; the panel lists messages oldest first and sends text.
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
import { TaskTalkPanel } from '../../src/screens/common/task-talk';
import { screenFor } from '../../src/screens/registry';
import { createMockLink, type SentOperation } from '../resources/support/mock-link';
import { SCREEN_WAIT } from '../helpers/waits';

const LONG = SCREEN_WAIT;
const schema = buildSchema(readFileSync(resolve(process.cwd(), 'mesh/schema.graphql'), 'utf8'));

const user = (id: string, label: string) => ({ id, label, type: 'user', children: [] });
const TREE = [
  {
    id: 'o-1', label: '深圳支队', type: 'organ',
    children: [user('u-1', '王建国'), user('u-2', '张丽华'), { id: 'o-2', label: '福田大队', type: 'organ', children: [user('u-3', '李明辉')] }],
  },
];
const TEMPLATES = [{ id: 'nt-1', name: '任务派发提醒', title: '您有一条新的${busiTypeName}任务', content: '请完成“${taskName}”。', placeholders: ['busiTypeName', 'taskName'] }];
const NOTICE = {
  id: 'n-1', title: '李明辉在“福田商场检查”的交流中发来消息', content: '请今天内完成审核。', category: 'talk', categoryName: '任务交流', senderName: '李明辉',
  sendTime: '2026-03-01T02:00:00.000Z', visited: true, templateCategory: null, taskCategoryName: null, taskCategory: null, taskId: null, taskDetailId: null,
  caseTransId: null, caseProjectId: null, busiInstId: 'case-1', busiTypeCode: 'fzsh', busiTypeName: '法制审核', approveAction: null, flowWorkId: 'fw-1', hasNextTask: null,
};
const TALK = { id: 'talk-1', taskId: 'fw-1', subject: '法制审核', taskName: '福田商场检查', participants: [{ userId: 'u-3', username: '李明辉', organName: '福田大队' }, { userId: 'u-2', username: '张丽华', organName: '深圳支队' }] };
const message = (id: string, content: string, mine: boolean, createdAt: string) => ({
  id, type: 1, content, userId: mine ? 'u-2' : 'u-3', username: mine ? '张丽华' : '李明辉', fileId: null, fileName: null, mediaType: null, fileSize: null, fileUrl: null, createdAt, mine,
});
const MESSAGES = { current: 1, size: 20, total: 2, records: [message('m-2', '收到，马上处理。', true, '2026-03-01T03:00:00.000Z'), message('m-1', '请今天内完成审核。', false, '2026-03-01T02:00:00.000Z')] };

const ROOT: Record<string, unknown> = {
  getOrganUserTree: TREE,
  noticeTemplateOptions: TEMPLATES,
  getNoticeDetail: NOTICE,
  openTaskTalk: TALK,
  taskTalkContentPage: MESSAGES,
  taskFileList: [],
  sendMsg: { id: 's-1', receiverCount: 3 },
  sendTaskTalkContent: { id: 'm-3' },
};
const ANSWERED = new Set(['MessageReceiverTree', 'NoticeTemplateOptions', 'NoticeDetail', 'OpenTaskTalk', 'TaskTalkContentPage', 'TalkAttachments', 'SendMsg', 'SendTaskTalkContent']);

function fixtureLink(sent: SentOperation[]) {
  return new ApolloLink((operation, forward) => {
    if (!ANSWERED.has(operation.operationName ?? '')) return forward(operation);
    const kind = operation.query.definitions.some((each) => each.kind === 'OperationDefinition' && each.operation === 'mutation') ? 'mutation' : 'query';
    sent.push({ name: operation.operationName ?? '', variables: operation.variables, kind });
    return new Observable((observer) => {
      Promise.resolve(execute({ schema, document: operation.query, variableValues: operation.variables, rootValue: ROOT })).then((result) => {
        observer.next(JSON.parse(JSON.stringify(result)));
        observer.complete();
      });
    });
  });
}

function renderScreen(routeName: string, search = '', ui?: ReactElement) {
  const sent: SentOperation[] = [];
  const client = new ApolloClient({ link: ApolloLink.from([fixtureLink(sent), createMockLink({ listSize: 1 }, sent)]), cache: new InMemoryCache() });
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
const check = (testId: string) => fireEvent.click(within(screen.getByTestId(testId)).getByRole('checkbox'));

describe('发送消息', () => {
  it('names what is missing and sends nothing', async () => {
    const sent = renderScreen('sendMessage');
    fireEvent.click(await screen.findByTestId('send-submit', {}, LONG));
    expect(await screen.findByTestId('send-receivers-error')).toHaveTextContent('请选择接收人或接收单位');
    expect(screen.getByTestId('send-title-error')).toHaveTextContent('消息标题不能为空');
    expect(screen.getByTestId('send-content-error')).toHaveTextContent('消息内容不能为空');
    expect(mutations(sent)).toEqual([]);
  });

  it('picks people and units from the tree with search, previews, and sends', async () => {
    const sent = renderScreen('sendMessage');
    await screen.findByTestId('receiver-organ-o-1', {}, LONG);
    fireEvent.change(screen.getByTestId('receiver-search'), { target: { value: '李明' } });
    expect(await screen.findByTestId('receiver-user-u-3')).toBeTruthy();
    expect(screen.queryByTestId('receiver-user-u-1')).toBeNull();
    check('receiver-user-u-3');
    await waitFor(() => expect(screen.getByTestId('receiver-chosen')).toHaveTextContent('李明辉'));
    fireEvent.change(screen.getByTestId('receiver-search'), { target: { value: '' } });
    check('receiver-organ-o-2');
    await waitFor(() => expect(screen.getByTestId('receiver-chosen')).toHaveTextContent('福田大队'));
    expect(screen.getByTestId('receiver-chosen')).toHaveTextContent('李明辉');
    fireEvent.change(screen.getByTestId('send-title'), { target: { value: '周例会通知' } });
    fireEvent.change(screen.getByTestId('send-content'), { target: { value: '周五下午三点开会。' } });
    expect(screen.getByTestId('send-preview-title')).toHaveTextContent('周例会通知');
    fireEvent.click(screen.getByTestId('send-submit'));
    await waitFor(() => expect(mutations(sent)).toHaveLength(1));
    expect(mutations(sent)[0]).toMatchObject({ name: 'SendMsg', variables: { input: { receiverIds: ['u-3'], organIds: ['o-2'], title: '周例会通知', content: '周五下午三点开会。' } } });
    await waitFor(() => expect(notices).toContain('发送成功'));
  });

  it('fills a template’s placeholders, shows the filled text and refuses it unfilled', async () => {
    const sent = renderScreen('sendMessage');
    await screen.findByTestId('receiver-organ-o-1', {}, LONG);
    check('receiver-user-u-1');
    await waitFor(() => expect(screen.getByTestId('send-template').querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('send-template'), { target: { value: 'nt-1' } });
    expect(await screen.findByTestId('send-value-taskName')).toBeTruthy();
    expect(screen.queryByTestId('send-title')).toBeNull();
    fireEvent.change(screen.getByTestId('send-value-busiTypeName'), { target: { value: '消防检查' } });
    expect(screen.getByTestId('send-preview-title')).toHaveTextContent('您有一条新的消防检查任务');
    expect(screen.getByTestId('send-preview-content')).toHaveTextContent('请完成“${taskName}”。');
    fireEvent.click(screen.getByTestId('send-submit'));
    expect(await screen.findByTestId('send-values-error')).toHaveTextContent('请填写模板占位符：taskName');
    expect(mutations(sent)).toEqual([]);
    fireEvent.change(screen.getByTestId('send-value-taskName'), { target: { value: '福田商场检查' } });
    fireEvent.click(screen.getByTestId('send-submit'));
    await waitFor(() => expect(mutations(sent)).toHaveLength(1));
    expect(mutations(sent)[0].variables).toMatchObject({
      input: { receiverIds: ['u-1'], templateId: 'nt-1', values: [{ name: 'busiTypeName', value: '消防检查' }, { name: 'taskName', value: '福田商场检查' }] },
    });
  });
});

describe('消息详情', () => {
  it('shows a received notice, its business link and, for a talk notice, the conversation', async () => {
    const sent = renderScreen('msgDetails', '?id=n-1');
    expect(await screen.findByTestId('msg-title', {}, LONG)).toHaveTextContent('李明辉在“福田商场检查”的交流中发来消息');
    expect(screen.getByTestId('msg-content')).toHaveTextContent('请今天内完成审核。');
    expect(screen.getByTestId('msg-open-business')).toBeTruthy();
    expect(await screen.findByTestId('task-talk', {}, LONG)).toBeTruthy();
    expect(sent.find((op) => op.name === 'NoticeDetail')?.variables).toEqual({ id: 'n-1' });
  });
});

describe('任务交流', () => {
  it('lists messages oldest first with who sent them, and sends text with Enter', async () => {
    const sent = renderScreen('msgDetails', '', <TaskTalkPanel flowWorkId="fw-1" />);
    expect(await screen.findByTestId('talk-participants', {}, LONG)).toHaveTextContent('李明辉、张丽华');
    const shown = await screen.findAllByTestId('talk-message', {}, LONG);
    expect(shown.map((m) => m.textContent)).toEqual([expect.stringContaining('请今天内完成审核。'), expect.stringContaining('收到，马上处理。')]);
    expect(shown[1]).toHaveTextContent('我');
    fireEvent.change(screen.getByTestId('talk-input'), { target: { value: '好的' } });
    fireEvent.keyDown(screen.getByTestId('talk-input'), { key: 'Enter' });
    await waitFor(() => expect(mutations(sent)).toHaveLength(1));
    expect(mutations(sent)[0]).toMatchObject({ name: 'SendTaskTalkContent', variables: { input: { talkId: 'talk-1', type: 1, content: '好的' } } });
    await waitFor(() => expect(screen.getByTestId('talk-input')).toHaveValue(''));
  });

  it('shows the newest message by scrolling its own list, never the page (E5)', async () => {
    const scrollIntoView = vi.fn();
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
    const height = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(640);
    try {
      renderScreen('msgDetails', '', <TaskTalkPanel flowWorkId="fw-1" />);
      await screen.findAllByTestId('talk-message', {}, LONG);
      await waitFor(() => expect(screen.getByTestId('talk-messages').scrollTop).toBe(640));
      expect(scrollIntoView).not.toHaveBeenCalled();
    } finally {
      height.mockRestore();
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});
