/** 消防监督检查记录 (/word/jdjcxfjdjcjl): the document template of 模板设置 (11400) it is printed from. */
export const RECORD_TEMPLATE_CODE = 'XFJDJCJL';
