/**
 * The pure rules of a complaint (投诉受理 8300 → 举报投诉核查 1050): which move each state allows, the state
 * a move leads to, and what its statistics fact says (channel, status, risk). No database, no React.
 */

export type ComplaintStatus = 'registered' | 'rejected' | 'forwarded' | 'verifying' | 'verified' | 'replied' | 'closed';
export type ComplaintMove = 'edit' | 'preHandle' | 'send' | 'verify' | 'reply' | 'review';

/** The state each move starts from. */
export const MOVE_FROM: Record<ComplaintMove, ComplaintStatus> = {
  edit: 'registered',
  preHandle: 'registered',
  send: 'forwarded',
  verify: 'forwarded',
  reply: 'verified',
  review: 'replied',
};

export const MOVE_REFUSED: Record<ComplaintMove, string> = {
  edit: '只有待预处理的投诉可以修改',
  preHandle: '只有待预处理的投诉可以预处理',
  send: '只有待核查的投诉可以发送核查',
  verify: '只有待核查的投诉可以填写核查记录',
  reply: '只有核查完毕的投诉可以回复投诉人',
  review: '只有已回复的投诉可以登记投诉人评价',
};

/** Which menu a move belongs to: intake (8300) or verification (1050). */
export const MOVE_SCREEN: Record<ComplaintMove, 'tssl' | 'jbtshc'> = {
  edit: 'tssl', preHandle: 'tssl', send: 'jbtshc', verify: 'jbtshc', reply: 'tssl', review: 'tssl',
};

export const stateAllows = (status: string, move: ComplaintMove): boolean => MOVE_FROM[move] === status;

/** The moves a complaint in `status` allows, for a caller holding the screens in `screens`. */
export function complaintMoves(status: string, screens: { tssl: boolean; jbtshc: boolean }): ComplaintMove[] {
  return (Object.keys(MOVE_FROM) as ComplaintMove[]).filter((m) => stateAllows(status, m) && screens[MOVE_SCREEN[m]]);
}

/** A blocked or locked escape route is verified faster than anything else. */
export const isUrgent = (category: string) => category === 'escapeBlocked';

export type FactChannel = 'app' | 'wechat' | 'offline' | 'other';
const CHANNEL: Record<string, FactChannel> = { app: 'app', wechat: 'wechat', counter: 'offline' };
/** The statistics channel: the hotlines count as 其他 beside APP, 公众号 and 线下. */
export const factChannel = (channel: string): FactChannel => CHANNEL[channel] ?? 'other';

export type FactStatus = 'accepted' | 'checked' | 'unaccepted';
/** A complaint counts once pre-handled: 不予受理, 已受理 (forwarded, being verified), 已核查 (verified and after). */
export function factStatus(status: string): FactStatus | null {
  if (status === 'registered') return null;
  if (status === 'rejected') return 'unaccepted';
  if (status === 'forwarded' || status === 'verifying') return 'accepted';
  return 'checked';
}

export type Risk = 'major' | 'larger' | 'general' | 'low';
/**
 * The heat map's risk: before verification from what is complained of; after it from the finding (not true:
 * low; a major hazard found: major; true about an escape route: larger; otherwise general).
 */
export function riskOf(category: string, finding: boolean | null, hazardLevels: readonly string[] = []): Risk {
  if (finding === false) return 'low';
  if (hazardLevels.includes('major')) return 'major';
  return isUrgent(category) ? 'larger' : 'general';
}
