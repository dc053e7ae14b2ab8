/** 消防监督检查记录 (/word/jdjcxfjdjcjl): the document template of 模板设置 (11400) it is printed from, and its .docx call. */
export const RECORD_TEMPLATE_CODE = 'XFJDJCJL';
export const RECORD_DOCX_URL = '/api/supervision/recordDocx';
