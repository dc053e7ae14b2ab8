// @vitest-environment jsdom
/**
 * The flow editor (spbz under 流程定义 lcgl) against the mocked gateway: the live diagram shows the steps
 * as they are typed, removing every step lists the problem and blocks saving, saving sends the steps in
 * the order shown; editing loads the definition and sends its row version; a 409 keeps the input. The
 * paperwork and business pages (glws, glyw) send the chosen codes.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { system } from '../../src/app/theme';
import { TagsActorContext } from '../../src/app/tags/tags-context';
import { allButtonIds, findRouteByName } from '../../src/catalogue';
import { GrantsProvider } from '../../src/components/grants-context';
import { dataText } from '../../src/components/data/messages';
import { flowEditorText } from '../../src/messages/flow-editor';
import { screenFor } from '../../src/screens/registry';
import { createMockLink, type SentOperation } from '../resources/support/mock-link';
import { renderRoute } from '../resources/support/render-route';
import { SCREEN_WAIT } from '../helpers/waits';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const LONG = SCREEN_WAIT;
const mutations = (sent: { kind: string; name: string; variables: Record<string, unknown> }[]) => sent.filter((operation) => operation.kind === 'mutation');
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
/** The names drawn in the diagram's step states, in document order. */
const drawnSteps = () =>
  [...screen.getByTestId('statechart').querySelectorAll('g[data-state-id^="inApproval."]')].map((group) => [group.getAttribute('data-state-id'), group.querySelector('title')?.textContent]);

async function chooseBusiType() {
  const select = (await screen.findByTestId('field-busiTypeCode', {}, LONG)) as HTMLSelectElement;
  await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
  fireEvent.change(select, { target: { value: select.options[1].value } });
  return select.options[1].value;
}

describe('flow editor (spbz)', () => {
  it('draws the steps as they are typed and saves them in the order shown', async () => {
    const { sent } = renderRoute('spbz', { listSize: 1 });
    await screen.findByTestId('flow-editor', {}, LONG);
    const busiTypeCode = await chooseBusiType();
    type('field-name', '复查申请审批流程');
    type('step-0-name', '大队承办');
    fireEvent.click(screen.getByTestId('step-add'));
    type('step-1-name', '支队审核');
    type('step-1-limit', '48');
    fireEvent.click(within(screen.getByTestId('step-1-actions')).getByText('不同意'));
    await waitFor(() => expect(drawnSteps()).toEqual([['inApproval.step1', '大队承办'], ['inApproval.step2', '支队审核']]), LONG);
    expect(screen.queryByTestId('flow-problems')?.textContent).toBeUndefined();
    expect(screen.getByTestId('flow-problems-none')).toBeTruthy();

    // The second step goes first: the diagram and the saved order follow.
    fireEvent.click(screen.getByTestId('step-1-up'));
    await waitFor(() => expect(drawnSteps()).toEqual([['inApproval.step2', '支队审核'], ['inApproval.step1', '大队承办']]), LONG);
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(mutations(sent)).toHaveLength(1), LONG);
    expect(mutations(sent)[0]).toMatchObject({
      name: 'AddFlowDefinition',
      variables: {
        input: {
          busiTypeCode,
          name: '复查申请审批流程',
          remark: null,
          steps: [
            { key: 'step2', name: '支队审核', receiver: { kind: 'leader', value: null }, actions: ['approve', 'reject'], timeLimitHours: 48 },
            { key: 'step1', name: '大队承办', receiver: { kind: 'leader', value: null }, actions: ['approve'], timeLimitHours: null },
          ],
        },
      },
    });
  });

  it('lists the problems of the shared rules under the diagram; without steps it cannot save', async () => {
    const { sent } = renderRoute('spbz', { listSize: 1 });
    await chooseBusiType();
    type('field-name', '投诉举报流程');
    type('step-0-key', '1x');
    // A step shows its own problems once it was left.
    expect(screen.queryByTestId('step-0-problems')).toBeNull();
    fireEvent.blur(screen.getByTestId('step-0-key'));
    expect((await screen.findByTestId('step-0-problems')).textContent).toContain('第1步的步骤标识应以字母开头');
    fireEvent.change(screen.getByTestId('step-0-receiver-kind'), { target: { value: 'role' } });
    expect(screen.getByTestId('flow-problems').textContent).toContain('第1步缺少步骤名称');
    expect(screen.getByTestId('flow-problems').textContent).toContain('缺少接收角色');

    fireEvent.click(screen.getByTestId('step-0-remove'));
    expect(screen.getByTestId('steps-empty').textContent).toBe(flowEditorText.noSteps);
    expect(screen.getByTestId('flow-problems').textContent).toContain('流程至少需要一个审批步骤');
    expect(await screen.findByTestId('flow-diagram-empty', {}, LONG)).toBeTruthy();
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await screen.findByTestId('steps-error')).textContent).toBe('流程至少需要一个审批步骤');
    expect(mutations(sent)).toEqual([]);
  });

  it('edits a definition: loads its steps, then sends its id and row version', async () => {
    const { sent } = renderRoute('spbz', { listSize: 2, search: '?id=1' });
    expect((await screen.findByTestId('field-name', {}, LONG)) as HTMLInputElement).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('field-name') as HTMLInputElement).value).toBe('name-1'));
    expect(screen.getByTestId('flow-version-note').textContent).toContain('第1版');
    await waitFor(() => expect(drawnSteps()).toEqual([['inApproval.key-1', 'name-1'], ['inApproval.key-2', 'name-2']]), LONG);
    for (const index of [0, 1]) {
      fireEvent.change(screen.getByTestId(`step-${index}-receiver-kind`), { target: { value: 'leader' } });
      fireEvent.click(within(screen.getByTestId(`step-${index}-actions`)).getByText('同意'));
    }
    type('step-1-name', '支队领导审批');
    await waitFor(() => expect(drawnSteps()[1]).toEqual(['inApproval.key-2', '支队领导审批']), LONG);
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(mutations(sent)).toHaveLength(1), LONG);
    expect(mutations(sent)[0]).toMatchObject({ name: 'UpdateFlowDefinition', variables: { input: { id: '1', rowVersion: 1, name: 'name-1' } } });
    const steps = (mutations(sent)[0].variables.input as { steps: { name: string }[] }).steps;
    expect(steps.map((step) => step.name)).toEqual(['name-1', '支队领导审批']);
  });
});

/** The editor of definition 1 whose save is refused with 409 (someone saved first), the other calls mocked. */
function renderConflict() {
  const sent: SentOperation[] = [];
  const conflict = new ApolloLink((operation, forward) =>
    operation.operationName === 'UpdateFlowDefinition'
      ? new Observable((observer) => {
          sent.push({ name: 'UpdateFlowDefinition', variables: operation.variables, kind: 'mutation' });
          observer.next({ errors: [{ message: '数据已被他人修改，请刷新后重试', extensions: { code: 'BUSINESS_ERROR', bizCode: 409 } }] });
          observer.complete();
        })
      : forward(operation),
  );
  const client = new ApolloClient({ link: ApolloLink.from([conflict, createMockLink({ listSize: 1 }, sent)]), cache: new InMemoryCache() });
  const route = findRouteByName('spbz')!;
  const Screen = screenFor('spbz');
  render(
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <TagsActorContext.Provider options={{ input: { affixTabs: [] } }}>
          <GrantsProvider grants={{ menuIds: new Set<number>(), buttons: new Set(allButtonIds()) }}>
            <MemoryRouter initialEntries={[`${route.fullPath}?id=1`]}>
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

describe('flow editor conflict (409)', () => {
  it('keeps what the user typed and says someone saved first', async () => {
    const sent = renderConflict();
    await waitFor(() => expect((screen.getByTestId('field-name') as HTMLInputElement).value).toBe('name-1'), LONG);
    type('field-name', '我的新名称');
    fireEvent.change(screen.getByTestId('step-0-receiver-kind'), { target: { value: 'leader' } });
    fireEvent.click(within(screen.getByTestId('step-0-actions')).getByText('同意'));
    type('step-0-name', '我的步骤');
    await screen.findByTestId('flow-problems-none', {}, LONG);
    fireEvent.click(screen.getByTestId('form-submit'));
    const alert = await screen.findByTestId('form-error', {}, LONG);
    expect(alert.textContent).toContain('数据已被他人修改');
    expect(alert.textContent).toContain(dataText.conflictHint);
    expect(sent.filter((operation) => operation.name === 'UpdateFlowDefinition')).toHaveLength(1);
    expect((screen.getByTestId('field-name') as HTMLInputElement).value).toBe('我的新名称');
    expect((screen.getByTestId('step-0-name') as HTMLInputElement).value).toBe('我的步骤');
    // Reloading fetches the latest row version but leaves the input as typed.
    fireEvent.click(screen.getByTestId('form-reload'));
    await waitFor(() => expect(sent.filter((operation) => operation.name === 'FlowDefinitionDetail')).toHaveLength(2), LONG);
    await waitFor(() => expect(screen.getByTestId('field-name')).toBeTruthy(), LONG);
    expect((screen.getByTestId('field-name') as HTMLInputElement).value).toBe('我的新名称');
  });
});

describe('paperwork and linked business (glws, glyw)', () => {
  it('sends the chosen writ template codes with the row version', async () => {
    const { sent } = renderRoute('glws', { listSize: 2, search: '?id=1' });
    const choices = await screen.findByTestId('field-paperwork', {}, LONG);
    await waitFor(() => expect(within(choices).getByText(/name-2（code-2）/)).toBeTruthy(), LONG);
    // The checkbox reports its change a moment after the click, as it does for a person.
    const user = userEvent.setup();
    await user.click(within(choices).getByText(/name-2（code-2）/));
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(mutations(sent)).toHaveLength(1), LONG);
    expect(mutations(sent)[0]).toMatchObject({ name: 'UpdateFlowPaperwork', variables: { input: { id: '1', rowVersion: 1, paperwork: ['code-2', 'paperwork-1'] } } });
  });

  it('sends the chosen business types', async () => {
    const { sent } = renderRoute('glyw', { listSize: 2, search: '?id=1' });
    const choices = await screen.findByTestId('field-business', {}, LONG);
    await waitFor(() => expect(within(choices).getByText('label-1')).toBeTruthy(), LONG);
    const user = userEvent.setup();
    await user.click(within(choices).getByText('label-1'));
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(mutations(sent)).toHaveLength(1), LONG);
    expect(mutations(sent)[0]).toMatchObject({ name: 'UpdateFlowLinkedBusiness', variables: { input: { id: '1', rowVersion: 1 } } });
    expect((mutations(sent)[0].variables.input as { linkedBusiness: string[] }).linkedBusiness).toContain('code-1');
  });
});

