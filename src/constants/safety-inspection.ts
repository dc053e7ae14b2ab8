/**
 * 安全检查 (aqjc 2999) periods and codes. Periods are working days of the holiday calendar (节假日设置 jjrsz),
 * counted from the acceptance; DOMAIN.md gives both.
 */

/** 承诺制: the verification inspection after the on-the-spot permit is due within this many working days. */
export const COMMITMENT_VERIFY_WORKING_DAYS = 20;

/** 非承诺制: the inspection is due within this many working days of the acceptance. */
export const STANDARD_INSPECT_WORKING_DAYS = 10;

/** The 文书模板 (11400) both the permit and the refusal are written from: 公众聚集场所投入使用、营业前消防安全检查意见书. */
export const SAFETY_INSPECTION_TEMPLATE_CODE = 'GZJJCSJC';

/** The credit level a false commitment is recorded at (C 失信; credit_records.level). */
export const FALSE_COMMITMENT_CREDIT_LEVEL = 'C';

/** The wording of the writ's 检查意见 for each outcome. */
export const SAFETY_OPINION = {
  commitment: '你单位已作出消防安全承诺，申请材料齐全、符合法定形式，准予投入使用、营业。公众聚集场所投入使用、营业后，我机构将对承诺内容进行核查，发现与承诺内容不符的，依法撤销许可并予以处罚。',
  permitted: '经检查，该场所符合消防安全要求，准予投入使用、营业。',
  refused: '经检查，该场所不符合消防安全要求，不同意投入使用、营业。存在的问题：',
} as const;

/** The materials an application lists at most, and each one's length. */
export const MATERIALS_MAX = 20;
export const MATERIAL_MAX_LENGTH = 100;

/** The .docx of an application's permit or refusal (`?id=&kind=permit|refusal`). */
export const SAFETY_WRIT_DOCX_URL = '/api/aqjc/application/writ';
