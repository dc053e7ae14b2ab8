/** The pure rules of 大型活动检查 and 移交受理: moves by state, row actions by button, the due date, the conclusion. */
import { eventActions, eventConclusion, eventDueProblem, eventMoves, handoverActions } from '../../src/shared/events-handovers-rules';

const all = () => true;
const none = () => false;
const row = (status: string, taskStatus: string | null = null) => ({ status, taskStatus, taskAgentId: 'a', taskAssistantId: 'b' });

describe('large event rules', () => {
  it('offers 受理, then 下发检查任务, then 办结 once the task is checked', () => {
    expect(eventMoves(row('registered'))).toEqual(['accept']);
    expect(eventMoves(row('accepted'))).toEqual(['dispatch']);
    expect(eventMoves(row('inspecting', 'accepted'))).toEqual([]);
    expect(eventMoves(row('inspecting', 'checked'))).toEqual(['conclude']);
    expect(eventMoves(row('inspecting', 'closed'))).toEqual(['conclude']);
    expect(eventMoves(row('passed', 'closed'))).toEqual([]);
  });

  it('names row actions by button and, for the check record, only to the task’s officers', () => {
    expect(eventActions(row('registered'), 'x', all)).toEqual(['view', 'handle', 'accept', 'edit', 'delete']);
    expect(eventActions(row('registered'), 'x', none)).toEqual(['edit', 'delete']);
    expect(eventActions(row('inspecting', 'accepted'), 'a', all)).toEqual(['view', 'editRecord']);
    expect(eventActions(row('inspecting', 'accepted'), 'x', all)).toEqual(['view']);
    expect(eventActions(row('inspecting', 'accepted'), 'b', (k) => k !== 'editRecord')).toEqual(['view']);
  });

  it('wants the check due before the event’s start date (China time)', () => {
    expect(eventDueProblem('2026-06-09', '2026-06-10T02:00:00.000Z')).toBeNull();
    expect(eventDueProblem('2026-06-10', '2026-06-10T02:00:00.000Z')).toBe('截止日期须早于活动开始日期2026-06-10');
    // 20:00 UTC on the 9th is the 10th in China.
    expect(eventDueProblem('2026-06-09', '2026-06-09T20:00:00.000Z')).toBeNull();
  });

  it('lets a qualified check hold the event and refuses any other result', () => {
    expect(eventConclusion('qualified')).toBe('passed');
    for (const result of ['immediate', 'deadline', 'referral', null]) expect(eventConclusion(result)).toBe('failed');
  });
});

describe('handover rules', () => {
  it('gives 受理 and 退回 to the receiving brigade while pending, by button', () => {
    expect(handoverActions({ status: 'pending', receiverOrganId: 'b' }, 'b', all)).toEqual(['view', 'accept', 'back']);
    expect(handoverActions({ status: 'pending', receiverOrganId: 'b' }, 'b', (k) => k === 'back')).toEqual(['view', 'back']);
    expect(handoverActions({ status: 'pending', receiverOrganId: 'b' }, 'police', all)).toEqual(['view']);
    expect(handoverActions({ status: 'accepted', receiverOrganId: 'b' }, 'b', all)).toEqual(['view']);
  });
});
