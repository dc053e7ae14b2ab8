/** The statistics views (/tjfx): the server's filter values and the screen's measures. */

/** organRange of GET /statistics/view: 0 the unit only, 1 with its subordinates (the default). */
export const ORGAN_RANGE_SELF = 0;
export const ORGAN_RANGE_SUBTREE = 1;
export const ORGAN_RANGES = [ORGAN_RANGE_SELF, ORGAN_RANGE_SUBTREE] as const;

export const STATISTICS_EXPORT_URL = '/api/statistics/export';

/** Height of a chart; a bar chart with many rows grows sideways and scrolls instead of squeezing. */
export const CHART_HEIGHT_PX = 340;
/** Room a group of bars needs before the chart scrolls sideways. */
export const CHART_MIN_GROUP_PX = 56;
/** Rates and money are shown with this many decimals (the server rounds the same way). */
export const RATE_DECIMALS = 1;
export const MONEY_DECIMALS = 2;
