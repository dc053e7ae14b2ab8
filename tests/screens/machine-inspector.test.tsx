// @vitest-environment jsdom
/**
 * The machine inspector: every registry machine listed with its description and drawn; a live actor of
 * this tab is listed with its state highlighted, its context and its events, following it as it changes;
 * the sandbox offers the events the copy accepts now, moves on a send and steps back and forward;
 * 导出 SVG downloads <machine id>.svg naming the states.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { useInspectedMachine } from '../../src/app/inspection/use-inspected-machine';
import { inspect, inspectionHub } from '../../src/machines/inspection';
import { machineRegistry } from '../../src/machines/registry';
import { tagsViewMachine } from '../../src/machines/tags-view';
import MachineInspectorScreen from '../../src/screens/system/inspector/MachineInspectorScreen';
import { findRouteByName } from '../../src/catalogue';
import { renderWithChakra } from './helpers/render-with-chakra';
import { SCREEN_WAIT } from '../helpers/waits';

afterEach(() => {
  cleanup();
  inspectionHub.clear();
});

const LONG = SCREEN_WAIT;
const route = findRouteByName('machineInspector')!;
const stateGroup = (id: string) => within(screen.getByTestId('inspector-diagram')).findByTestId(`statechart-state-${id}`, {}, LONG);
const isActive = async (id: string) => expect((await stateGroup(id)).getAttribute('class')).toMatch(/\bsc-active\b/);

describe('machine inspector', () => {
  it('lists every registry machine and shows the live actors of the chosen one as they change', async () => {
    expect(inspectionHub.isEnabled()).toBe(true); // tests run as `npm run dev` does
    const tags = createActor(tagsViewMachine, { input: { affixTabs: [{ fullPath: '/dashboard', name: 'dashboard', title: '首页' }] }, inspect }).start();
    renderWithChakra(<MachineInspectorScreen route={route} />);
    const list = screen.getByTestId('machine-list');
    for (const entry of machineRegistry) expect(within(list).getByTestId(`machine-item-${entry.id}`)).toHaveTextContent(entry.title);
    const select = screen.getByTestId('machine-select') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(machineRegistry.map((entry) => entry.id));

    fireEvent.click(screen.getByTestId('machine-item-tagsView'));
    expect(screen.getByTestId('machine-description')).toHaveTextContent('主区域已访问的标签页');
    await isActive('browsing');
    expect(screen.getAllByTestId('live-actor')).toHaveLength(1);
    expect(screen.getByTestId('actor-state')).toHaveTextContent('browsing');

    act(() => tags.send({ type: 'tags.open', tab: { fullPath: '/system/zhgl/yhgl', name: 'yhgl', title: '用户管理' } }));
    await waitFor(() => expect(screen.getByTestId('actor-context-json')).toHaveTextContent('/system/zhgl/yhgl'));
    const rows = screen.getAllByTestId('event-row');
    expect(rows.at(-1)).toHaveAttribute('data-event-type', 'tags.open');
    expect(rows.at(-1)!.textContent).toMatch(/\d{2}:\d{2}:\d{2}\.\d{3}/);

    act(() => tags.stop());
    await waitFor(() => expect(screen.getByTestId('live-actor')).toHaveTextContent('已停止'));
  });

  it('useInspectedMachine attaches a component\'s actor to the hub', async () => {
    function Tabs() {
      const [state] = useInspectedMachine(tagsViewMachine, { input: { affixTabs: [] } });
      return <span>{String(state.value)}</span>;
    }
    const { unmount } = render(<Tabs />);
    expect(screen.getByText('browsing')).toBeInTheDocument();
    expect(inspectionHub.getActors().map((actor) => [actor.machineId, actor.status])).toEqual([['tagsView', 'active']]);
    unmount();
    expect(inspectionHub.getActors().map((actor) => actor.status)).toEqual(['stopped']);
  });

  it('runs a sandbox copy: accepted events, a send moves the highlight, back and forward restore it', async () => {
    renderWithChakra(<MachineInspectorScreen route={route} />);
    fireEvent.click(screen.getByTestId('machine-item-session'));
    fireEvent.click(screen.getByTestId('tab-sandbox'));
    fireEvent.click(screen.getByTestId('sandbox-start'));
    expect(screen.getByTestId('sandbox-state')).toHaveTextContent('noToken');
    await isActive('noToken');
    const offered = () => screen.getAllByTestId('sandbox-event').map((button) => button.getAttribute('data-event-type'));
    expect(offered()).toEqual(['login.submit']);
    expect((screen.getByTestId('sandbox-payload') as HTMLTextAreaElement).value).toContain('"account"');

    fireEvent.click(screen.getByTestId('sandbox-send'));
    expect(screen.getByTestId('sandbox-state')).toHaveTextContent('authenticating');
    await isActive('authenticating');
    expect(offered()).toEqual(['xstate.done.actor.0.session.authenticating', 'xstate.error.actor.0.session.authenticating']);
    expect(screen.getAllByTestId('sandbox-event')[0]).toHaveTextContent('done: login');

    fireEvent.change(screen.getByTestId('sandbox-payload'), { target: { value: '{ not json' } });
    fireEvent.click(screen.getByTestId('sandbox-send'));
    expect(screen.getByTestId('sandbox-payload-error')).toHaveTextContent('JSON 格式错误');
    fireEvent.click(screen.getAllByTestId('sandbox-event')[1]);
    expect((screen.getByTestId('sandbox-payload') as HTMLTextAreaElement).value).toContain('用户名或密码错误');
    fireEvent.click(screen.getByTestId('sandbox-send'));
    expect(screen.getByTestId('sandbox-state')).toHaveTextContent('failing');
    expect(screen.getByTestId('sandbox-step')).toHaveTextContent('第 3 / 3 步');
    expect(screen.getAllByTestId('sandbox-history-entry').map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('启动'),
      expect.stringContaining('login.submit'),
      expect.stringContaining('error: login'),
    ]);

    fireEvent.click(screen.getByTestId('sandbox-back'));
    expect(screen.getByTestId('sandbox-state')).toHaveTextContent('authenticating');
    expect(screen.getByTestId('sandbox-step')).toHaveTextContent('第 2 / 3 步');
    await isActive('authenticating');
    fireEvent.click(screen.getByTestId('sandbox-forward'));
    expect(screen.getByTestId('sandbox-state')).toHaveTextContent('failing');
    await isActive('failing');
    // A send from an earlier step drops the steps after it.
    fireEvent.click(screen.getByTestId('sandbox-back'));
    fireEvent.click(screen.getAllByTestId('sandbox-event')[0]);
    fireEvent.click(screen.getByTestId('sandbox-send'));
    expect(screen.getByTestId('sandbox-state')).toHaveTextContent('loadingUser');
    expect(screen.getByTestId('sandbox-step')).toHaveTextContent('第 3 / 3 步');
    expect(screen.getByTestId('sandbox-context-json')).toHaveTextContent('sample-token');
  });

  it('exports the drawn machine as <machine id>.svg naming its states', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', blob });
      return 'blob:statechart';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[saved.length - 1].name = this.download;
    });
    renderWithChakra(<MachineInspectorScreen route={route} />);
    fireEvent.click(screen.getByTestId('machine-item-resourceForm'));
    await stateGroup('conflict');
    fireEvent.click(screen.getByTestId('inspector-export'));
    expect(saved.map((each) => each.name)).toEqual(['resourceForm.svg']);
    const svg = await saved[0].blob.text();
    expect(svg.startsWith('<?xml')).toBe(true);
    const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(document.documentElement.nodeName).toBe('svg');
    for (const state of ['loading', 'editing', 'validating', 'submitting', 'conflict', 'done']) expect(svg).toContain(`data-state-id="${state}"`);
    click.mockRestore();
  });
});
