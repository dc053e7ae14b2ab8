// @vitest-environment jsdom
/** The drawn statechart: every state as a named group, the highlighted state filled, its parents marked, states selectable. */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { StatechartDiagram } from '../../src/components/statechart';
import { findMachine } from '../../src/machines/registry';
import { renderWithChakra } from '../screens/helpers/render-with-chakra';
import { SCREEN_WAIT } from '../helpers/waits';

afterEach(cleanup);

const LONG = SCREEN_WAIT;

describe('StatechartDiagram', () => {
  it('highlights the given state, marks its parent and reports the state clicked', async () => {
    const { machine } = findMachine('approvalFlow')!;
    const onSelectState = vi.fn();
    renderWithChakra(<StatechartDiagram machine={machine} title="审批流程" highlight={['inApproval.leader']} onSelectState={onSelectState} />);
    const leader = await screen.findByTestId('statechart-state-inApproval.leader', {}, LONG);
    expect(leader.getAttribute('class')).toContain('sc-active');
    expect(screen.getByTestId('statechart-state-inApproval').getAttribute('class')).toContain('sc-active-parent');
    expect(screen.getByTestId('statechart-state-draft').getAttribute('class')).not.toContain('sc-active');
    expect(screen.getByRole('img', { name: '审批流程状态图' })).toBeTruthy();
    expect(leader.querySelector('title')?.textContent).toBe('大队领导审批');
    fireEvent.click(screen.getByTestId('statechart-state-approved'));
    fireEvent.keyDown(leader, { key: 'Enter' });
    expect(onSelectState.mock.calls).toEqual([['approved'], ['inApproval.leader']]);
    expect(screen.getAllByTestId('statechart-edge').length).toBeGreaterThan(5);
  });

  it('draws the session machine with its invoked actors and the 2 s delay', async () => {
    renderWithChakra(<StatechartDiagram machine={findMachine('session')!.machine} />);
    await waitFor(() => expect(screen.getByTestId('statechart-state-authenticating').textContent).toContain('invoke: login'), LONG);
    expect(screen.getByTestId('statechart').textContent).toContain('after 2s');
    // Not selectable without onSelectState.
    expect(screen.getByTestId('statechart-state-boot').getAttribute('role')).toBeNull();
  });
});
