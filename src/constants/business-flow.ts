/** Labels of the business records that run an approval flow (legal reviews, re-inspections, duty declarations). */
import type { FlowPhase } from '../machines/approval-flow/types';

/** Where a record's work stands, as business lists show it; a record never sent is a draft. */
export type BusinessPhase = FlowPhase;

export const BUSINESS_PHASE_NAMES: Record<BusinessPhase, string> = {
  draft: '未送审',
  inApproval: '审批中',
  approved: '已通过',
  rejected: '不通过',
  revoked: '已撤回',
  closed: '已终止',
};

export const BUSINESS_PHASE_COLORS: Record<BusinessPhase, string> = {
  draft: 'gray',
  inApproval: 'blue',
  approved: 'green',
  rejected: 'red',
  revoked: 'orange',
  closed: 'gray',
};

/** Legal pre-review kinds (法制预审), each the business type of its own flow. */
export type LegalReviewKind = 'tqsh' | 'jzsh' | 'lash';
export const LEGAL_REVIEW_KINDS: readonly LegalReviewKind[] = ['tqsh', 'jzsh', 'lash'];
export const LEGAL_REVIEW_KIND_NAMES: Record<LegalReviewKind, string> = { tqsh: '提前审核', jzsh: '集中审核', lash: '立案审核' };

/** The two lists of each kind: 待审核 (in approval) and 已审核 (approved or not approved). */
export type LegalReviewState = 'pending' | 'done';
export const LEGAL_REVIEW_STATE_NAMES: Record<LegalReviewState, string> = { pending: '待审核', done: '已审核' };

/** Re-inspection (复查验收) business type and its outcomes. */
export const REINSPECTION_BUSI_TYPE = 'fcys';
export type ReinspectionOutcome = 'pass' | 'fail';
export const REINSPECTION_OUTCOMES: readonly ReinspectionOutcome[] = ['pass', 'fail'];
export const REINSPECTION_OUTCOME_NAMES: Record<ReinspectionOutcome, string> = { pass: '合格', fail: '不合格' };

/** Personal duty declarations and the approval page each opens on. */
export type DutyKind = 'grgz' | 'grlz' | 'grss';
export const DUTY_KINDS: readonly DutyKind[] = ['grgz', 'grlz', 'grss'];
export const DUTY_KIND_NAMES: Record<DutyKind, string> = { grgz: '个人工作审批', grlz: '个人履职审批', grss: '个人履职申诉' };
export const DUTY_APPROVAL_ROUTES: Record<DutyKind, string> = {
  grgz: 'personalWorkApproval',
  grlz: 'personalResumptionApproval',
  grss: 'personalResumptionAppeal',
};
