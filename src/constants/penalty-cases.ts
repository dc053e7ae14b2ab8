/**
 * 行政处罚 (xzcf 3100): the periods and limits of a penalty case. The party has 3 working days to state and
 * defend (陈述、申辩) and 5 to ask for a hearing (听证) after the notice of the intended penalty (行政处罚法
 * 第四十四、六十四条), counted on the working calendar (节假日设置).
 */
export const STATEMENT_WORKING_DAYS = 3;
export const HEARING_WORKING_DAYS = 5;

/** The decision (行政处罚决定书) is the writ of this template code (模板设置 11410), numbered from its prefix. */
export const DECISION_TEMPLATE_CODE = 'XZCFJD';
/** The legal review (法制审核) a case passes before its decision: 集中审核 of 法制预审 (4100). */
export const PENALTY_REVIEW_KIND = 'jzsh' as const;

export const EVIDENCE_MAX = 50;
export const INQUIRY_MAX = 30;
/** Fines in yuan. */
export const FINE_MAX = 10_000_000;

/** Filled into the decision writ's ${缴款银行} and ${复议机关} (the template of 模板设置 names them). */
export const PENALTY_PAYMENT_BANK = '深圳市财政局指定代收银行';
export const PENALTY_REVIEW_BODY = '深圳市人民政府';

/** The decision writ of a case as .docx (REST, GET ?id=). */
export const PENALTY_DECISION_DOCX_URL = '/api/fh/punish/decisionDocx';
