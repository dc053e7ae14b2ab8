import { workOrderHandleProblems, workOrderMoveProblem, workOrderMoves } from '../../src/shared/work-order-rules';

const order = (status: string, handledAt: unknown = null, kind = 'police') => ({ kind, status, receiverOrganId: 'o-recv', issuerOrganId: 'o-iss', handledAt });

describe('work order rules', () => {
  it('gives the receiver 签收, 办理 and 回复 in turn, and the issuer 办结 and 退回 once returned', () => {
    expect(workOrderMoves(order('sent'), 'o-recv')).toEqual(['receive']);
    expect(workOrderMoves(order('received'), 'o-recv')).toEqual(['handle']);
    expect(workOrderMoves(order('received', new Date()), 'o-recv')).toEqual(['handle', 'reply']);
    expect(workOrderMoves(order('returned', new Date()), 'o-recv')).toEqual([]);
    expect(workOrderMoves(order('returned', new Date()), 'o-iss')).toEqual(['close', 'sendBack']);
    expect(workOrderMoves(order('sent'), 'o-iss')).toEqual([]);
    expect(workOrderMoves(order('closed', new Date()), 'o-iss')).toEqual([]);
    expect(workOrderMoves(order('sent'), 'o-else')).toEqual([]);
  });

  it('says why a move is refused', () => {
    expect(workOrderMoveProblem(order('sent'), 'o-iss', 'receive')).toBe('只有接收单位可以签收、办理和回复工单');
    expect(workOrderMoveProblem(order('returned'), 'o-recv', 'close')).toBe('只有下发单位可以审核工单');
    expect(workOrderMoveProblem(order('received'), 'o-recv', 'reply')).toBe('请先办理工单（填写检查结果和工作报告）再回复');
    expect(workOrderMoveProblem(order('closed'), 'o-recv', 'receive')).toBe('工单当前状态不能进行此操作');
    expect(workOrderMoveProblem(order('sent'), 'o-recv', 'receive')).toBeNull();
  });

  it('lets a street forward its order before handling it, and nobody move it while the community has it', () => {
    expect(workOrderMoves(order('received', null, 'street'), 'o-recv')).toEqual(['handle', 'forward']);
    expect(workOrderMoves(order('received', new Date(), 'street'), 'o-recv')).toEqual(['handle', 'reply']);
    expect(workOrderMoves(order('forwarded', null, 'street'), 'o-recv')).toEqual([]);
    expect(workOrderMoveProblem(order('received'), 'o-recv', 'forward')).toBe('只有街道工单可以转发社区');
    expect(workOrderMoveProblem(order('received', new Date(), 'street'), 'o-recv', 'forward')).toBe('工单已办理，不能再转发');
    expect(workOrderMoveProblem(order('forwarded', null, 'street'), 'o-recv', 'handle')).toBe('工单已转发社区，请等待社区回复');
  });

  it('asks 办理 for a result and a report', () => {
    expect(workOrderHandleProblems({})).toEqual({ checkResult: '检查结果不能为空', report: '工作报告不能为空' });
    expect(workOrderHandleProblems({ checkResult: 'qualified', report: '  ' })).toEqual({ report: '工作报告不能为空' });
    expect(workOrderHandleProblems({ checkResult: 'qualified', report: '已检查' })).toEqual({});
  });
});
