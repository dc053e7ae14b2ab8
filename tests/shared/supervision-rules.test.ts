/** The pure rules of an inspection task (server/services/supervision/rules.ts), without a database. */
import { factOf, movesFor, officersProblem, statusAfter, type TaskState } from '../../server/services/supervision/rules';
import { checkRecordProblem } from '../../src/shared/supervision-inputs';

const task = (change: Partial<TaskState> = {}): TaskState => ({ status: 'dispatched', agentId: 'a', assistantHandlerId: 'b', checkResult: null, deadlineNoticeIssued: false, ...change });

describe('inspection task rules', () => {
  it('moves dispatched → accepted → checked → closed, for its two officers only', () => {
    expect(movesFor(task(), 'a')).toEqual(['accept']);
    expect(movesFor(task(), 'b')).toEqual(['accept']);
    expect(movesFor(task(), 'c')).toEqual([]);
    expect(statusAfter(task(), 'accept')).toEqual({ status: 'accepted' });
    expect(movesFor(task({ status: 'accepted' }), 'a')).toEqual(['record']);
    expect(statusAfter(task({ status: 'accepted' }), 'record')).toEqual({ status: 'checked' });
    expect(movesFor(task({ status: 'checked', checkResult: 'qualified' }), 'a')).toEqual(['close']);
    expect(statusAfter(task({ status: 'checked', checkResult: 'qualified' }), 'close')).toEqual({ status: 'closed' });
    expect(movesFor(task({ status: 'closed', checkResult: 'qualified' }), 'a')).toEqual([]);
    expect(statusAfter(task(), 'record')).toEqual({ problem: '只有已接收、未检查的任务可以填写检查记录' });
  });

  it('closes a 限期改正 check only after its notice, issued once', () => {
    const checked = task({ status: 'checked', checkResult: 'deadline' });
    expect(movesFor(checked, 'a')).toEqual(['issueDeadlineNotice']);
    expect(movesFor({ ...checked, deadlineNoticeIssued: true }, 'a')).toEqual(['close']);
    expect(movesFor(task({ status: 'checked', checkResult: 'immediate' }), 'b')).toEqual(['close']);
  });

  it('wants two different officers', () => {
    expect(officersProblem('a', 'a')).toBe('主办人和协办人不能是同一人');
    expect(officersProblem('a', 'b')).toBeNull();
  });

  it('relates the outcome, the hazards and the findings of a check record', () => {
    const item = { passed: true, finding: '' };
    expect(checkRecordProblem({ checkResult: 'qualified', hazards: [{}], checkItems: [item] })).toBe('检查结果为合格时不能填写火灾隐患');
    expect(checkRecordProblem({ checkResult: 'referral', hazards: [], checkItems: [item] })).toBe('检查结果为移送立案时须填写至少一项火灾隐患');
    expect(checkRecordProblem({ checkResult: 'deadline', hazards: [{}], checkItems: [item] })).toBe('检查结果为责令限期改正时须选择案由');
    expect(checkRecordProblem({ checkResult: 'immediate', causeId: 'cc-1', hazards: [{}], checkItems: [{ passed: false, finding: ' ' }] })).toBe('不符合的检查项须填写检查情况');
    expect(checkRecordProblem({ checkResult: 'immediate', causeId: 'cc-1', hazards: [{}], checkItems: [item] })).toBeNull();
    expect(checkRecordProblem({ checkResult: 'qualified', hazards: [], checkItems: [item] })).toBeNull();
  });

  it('maps a task to its statistics fact', () => {
    const base = {
      id: 't1', organId: 'o1', createdByOrganId: 'o1', agentId: 'a', companyId: 'c1', source: 'handover', status: 'accepted', overdue: false, checkResult: null, causeId: 'cause',
      hazards: [{}, {}], createdAt: new Date('2026-01-01T00:00:00Z'), checkedAt: null,
    };
    expect(factOf(base)).toMatchObject({ id: 't1', source: 'industry', status: 'pending', result: null, causeId: null, hazards: 0, issuedByOrganId: null, userId: 'a', checkedAt: null });
    expect(factOf({ ...base, overdue: true }).status).toBe('overdue');
    expect(factOf({ ...base, source: 'campaign', createdByOrganId: 'up' })).toMatchObject({ source: 'plan', issuedByOrganId: 'up' });
    const checkedAt = new Date('2026-01-02T00:00:00Z');
    expect(factOf({ ...base, status: 'checked', checkResult: 'deadline', checkedAt })).toMatchObject({ status: 'done', result: 'unqualified', causeId: 'cause', hazards: 2, checkedAt });
    expect(factOf({ ...base, status: 'closed', checkResult: 'qualified', checkedAt, overdue: true })).toMatchObject({ status: 'done', result: 'qualified', causeId: null });
  });
});
