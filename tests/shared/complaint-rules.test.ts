import { preHandleProblem } from '../../src/shared/complaint-inputs';
import { complaintMoves, factChannel, factStatus, riskOf } from '../../src/shared/complaint-rules';

const both = { tssl: true, jbtshc: true };

describe('complaint rules', () => {
  it('allows each move from its own state only, and only to holders of its screen', () => {
    expect(complaintMoves('registered', both)).toEqual(['edit', 'preHandle']);
    expect(complaintMoves('forwarded', both)).toEqual(['send', 'verify']);
    expect(complaintMoves('forwarded', { tssl: true, jbtshc: false })).toEqual([]);
    expect(complaintMoves('verifying', both)).toEqual([]);
    expect(complaintMoves('verified', both)).toEqual(['reply']);
    expect(complaintMoves('verified', { tssl: false, jbtshc: true })).toEqual([]);
    expect(complaintMoves('replied', both)).toEqual(['review']);
    expect(complaintMoves('closed', both)).toEqual([]);
    expect(complaintMoves('rejected', both)).toEqual([]);
  });

  it('asks a brigade to forward to and a reason to reject', () => {
    expect(preHandleProblem({ decision: 'forward' })).toEqual({ field: 'organId', message: '转办时须选择转办大队' });
    expect(preHandleProblem({ decision: 'forward', organId: 'o-1' })).toBeNull();
    expect(preHandleProblem({ decision: 'reject', handleNote: '  ' })).toEqual({ field: 'handleNote', message: '不予受理时须填写不予受理的理由' });
    expect(preHandleProblem({ decision: 'reject', handleNote: '不属于消防监管范围' })).toBeNull();
  });

  it('counts a complaint once pre-handled, with the statistics channel and the risk of its finding', () => {
    expect(factStatus('registered')).toBeNull();
    expect(factStatus('rejected')).toBe('unaccepted');
    expect(['forwarded', 'verifying'].map(factStatus)).toEqual(['accepted', 'accepted']);
    expect(['verified', 'replied', 'closed'].map(factStatus)).toEqual(['checked', 'checked', 'checked']);
    expect(['hotline12345', 'hotline96119', 'app', 'wechat', 'counter', 'other'].map(factChannel)).toEqual(['other', 'other', 'app', 'wechat', 'offline', 'other']);
    expect(riskOf('escapeBlocked', null)).toBe('larger');
    expect(riskOf('electric', null)).toBe('general');
    expect(riskOf('escapeBlocked', false)).toBe('low');
    expect(riskOf('electric', true, ['general', 'major'])).toBe('major');
  });
});
