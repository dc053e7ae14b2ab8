/** The order of a penalty case's steps and the rules of its decision and execution (src/shared/penalty-case-rules.ts). */
import { decisionProblem, executionProblem, moveProblem, nextMoves, type PenaltyCaseState } from '../../src/shared/penalty-case-rules';

const base: PenaltyCaseState = { status: 'filed', evidenceCount: 0, replyDeadline: null, partyReply: null, reviewPhase: null };
const at = (part: Partial<PenaltyCaseState>) => ({ ...base, ...part });

describe('penalty case steps', () => {
  it('offers the notice only once evidence is recorded', () => {
    expect(nextMoves(base, '2030-01-10')).toEqual(['investigate']);
    expect(nextMoves(at({ evidenceCount: 1 }), '2030-01-10')).toEqual(['investigate', 'notify']);
  });

  it('lets the review wait for the period unless the party replied', () => {
    const notified = at({ status: 'notified', evidenceCount: 1, replyDeadline: '2030-01-15' });
    expect(nextMoves(notified, '2030-01-15')).toEqual(['reply']);
    expect(moveProblem(notified, 'submitReview', '2030-01-15')).toBe('告知期限至2030-01-15，期满或当事人放弃、陈述申辩、听证后才能提交法制审核');
    expect(nextMoves(notified, '2030-01-16')).toEqual(['reply', 'submitReview']);
    expect(nextMoves(at({ ...notified, partyReply: 'waived' }), '2030-01-10')).toEqual(['submitReview']);
  });

  it('decides only after an approved review, and sends a rejected one again', () => {
    const reviewing = at({ status: 'reviewing', evidenceCount: 1, partyReply: 'waived' });
    expect(nextMoves({ ...reviewing, reviewPhase: 'inApproval' }, '2030-01-10')).toEqual([]);
    expect(nextMoves({ ...reviewing, reviewPhase: 'rejected' }, '2030-01-10')).toEqual(['submitReview']);
    expect(nextMoves({ ...reviewing, reviewPhase: 'approved' }, '2030-01-10')).toEqual(['decide']);
    expect(nextMoves(at({ status: 'decided' }), '2030-01-10')).toEqual(['execute']);
    expect(nextMoves(at({ status: 'executed' }), '2030-01-10')).toEqual(['close']);
    expect(nextMoves(at({ status: 'closed' }), '2030-01-10')).toEqual([]);
  });

  it('asks a fine for its amount and a payment for the whole fine', () => {
    expect(decisionProblem({ penaltyKind: 'fine', fineAmount: null })).toBe('处罚种类为罚款时须填写罚款金额');
    expect(decisionProblem({ penaltyKind: 'warning', fineAmount: 100 })).toBe('只有罚款需要填写罚款金额');
    expect(decisionProblem({ penaltyKind: 'fine', fineAmount: 100 })).toBeNull();
    const fine = { penaltyKind: 'fine', fineAmount: 5000 };
    expect(executionProblem(fine, { executionKind: 'paid', paidAmount: 5000, paidAt: null })).toBe('缴款日期不能为空');
    expect(executionProblem(fine, { executionKind: 'paid', paidAmount: 500, paidAt: '2030-01-10' })).toBe('缴款金额须为罚款金额5000元');
    expect(executionProblem(fine, { executionKind: 'paid', paidAmount: 5000, paidAt: '2030-01-10' })).toBeNull();
    expect(executionProblem(fine, { executionKind: 'performed', executionNote: '已履行' })).toBe('罚款决定须记录缴纳罚款或申请强制执行');
    expect(executionProblem({ penaltyKind: 'warning', fineAmount: null }, { executionKind: 'paid', paidAmount: 1, paidAt: '2030-01-10' })).toBe('只有罚款决定可以记录缴纳罚款');
    expect(executionProblem(fine, { executionKind: 'enforced', executionNote: ' ' })).toBe('执行情况不能为空');
  });
});
