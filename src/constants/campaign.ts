/** 专项监督检查 (zxjdjc 1040): how many tasks one campaign may dispatch at once (one per matching unit). */
export const CAMPAIGN_MAX_TASKS = 300;
/** How many target areas and unit categories a campaign may name. */
export const CAMPAIGN_MAX_AREAS = 50;
/** Past 双随机 draws shown per page on the draw screen. */
export const DRAW_HISTORY_PAGE_SIZE = 10;
