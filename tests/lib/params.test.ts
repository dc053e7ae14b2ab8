import { cleanParams, toQueryString } from '../../src/lib/params';
import { fileNameFromContentDisposition } from '../../src/lib/content-disposition';

describe('cleanParams', () => {
  it("drops '', null and undefined but keeps 0 and false", () => {
    expect(cleanParams({ a: '', b: null, c: undefined, d: 0, e: false, f: 'x', g: [], h: ' ' })).toEqual({
      d: 0,
      e: false,
      f: 'x',
      g: [],
      h: ' ',
    });
  });

  it('gives an empty object for nothing and does not change its input', () => {
    expect(cleanParams(undefined)).toEqual({});
    const input = { a: '', b: 1 };
    cleanParams(input);
    expect(input).toEqual({ a: '', b: 1 });
  });
});

describe('toQueryString', () => {
  it('encodes the cleaned params, repeating array keys', () => {
    expect(toQueryString({ userName: '张', current: 1, hasPartice: 0, organId: '', ids: [1, 2], ok: false })).toBe(
      '?userName=%E5%BC%A0&current=1&hasPartice=0&ids=1&ids=2&ok=false',
    );
  });

  it('is empty when nothing is left', () => {
    expect(toQueryString({ a: null })).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });
});

describe('fileNameFromContentDisposition', () => {
  it('prefers the RFC 5987 filename*', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="fallback.xlsx"; filename*=UTF-8''%E6%89%A7%E6%B3%95%E4%BA%BA%E5%91%98.xlsx`,
      ),
    ).toBe('执法人员.xlsx');
  });

  it('reads a quoted or bare filename, percent-decoded', () => {
    expect(fileNameFromContentDisposition('attachment; filename="report 1.pdf"')).toBe('report 1.pdf');
    expect(fileNameFromContentDisposition('attachment;filename=%E8%BD%A8%E8%BF%B9.xlsx')).toBe('轨迹.xlsx');
    expect(fileNameFromContentDisposition('attachment; filename=a.txt; size=3')).toBe('a.txt');
  });

  it('keeps a name that is not valid percent-encoding', () => {
    expect(fileNameFromContentDisposition('attachment; filename="100%.txt"')).toBe('100%.txt');
  });

  it('gives undefined without a name', () => {
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
    expect(fileNameFromContentDisposition('inline')).toBeUndefined();
  });
});
