/**
 * 预警研判 (9000): how a unit's risk is scored from the records the product holds. Weights per finding, the
 * look-back windows, and the score at which a unit counts as high or medium risk.
 */
export const RISK_WEIGHTS = {
  /** Each hazard on a rectification notice not yet re-inspected as qualified. */
  openHazard: 2,
  /** Each 限期改正 notice whose deadline passed without a qualified re-inspection. */
  overdueRectification: 4,
  /** Each complaint verified at the unit within the complaint window. */
  complaint: 2,
  /** Each fire at the unit within the fire window. */
  fire: 6,
} as const;

export const RISK_COMPLAINT_WINDOW_DAYS = 365;
export const RISK_FIRE_WINDOW_DAYS = 3 * 365;

/** Score from which a unit is 高风险 / 中风险 (below: 低风险). */
export const RISK_LEVEL_FLOORS = { high: 12, medium: 6 } as const;

export const RISK_LEVEL_OPTIONS = [
  { value: 'high', label: '高风险', color: 'red' },
  { value: 'medium', label: '中风险', color: 'orange' },
  { value: 'low', label: '低风险', color: 'green' },
] as const;

export type RiskLevel = (typeof RISK_LEVEL_OPTIONS)[number]['value'];

export const riskLevelOf = (score: number): RiskLevel => (score >= RISK_LEVEL_FLOORS.high ? 'high' : score >= RISK_LEVEL_FLOORS.medium ? 'medium' : 'low');
