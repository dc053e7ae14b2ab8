import { buildXlsx, readXlsx, attachmentHeader } from '../../server/services/xlsx';

describe('xlsx service', () => {
  it('writes a sheet that reads back, naming bad rows by their Excel row number', async () => {
    const buffer = await buildXlsx('用户', [{ header: '账号', key: 'account' }, { header: '年龄', key: 'age' }], [
      { account: 'zhangsan', age: '30' },
      { account: '', age: '41' },
      { account: 'lisi', age: 'abc' },
    ]);
    const parsed = await readXlsx<{ account: string; age: number }>(buffer, [
      { header: '账号', key: 'account', required: true },
      { header: '年龄', key: 'age', parse: (t) => { if (!/^\d+$/.test(t)) throw new Error('应为整数'); return Number(t); } },
    ]);
    expect(parsed.rows).toEqual([{ rowNumber: 2, account: 'zhangsan', age: 30 }]);
    expect(parsed.errors).toEqual([{ row: 3, message: '账号不能为空' }, { row: 4, message: '年龄应为整数' }]);
  });

  it('reports a missing column and a file that is not xlsx', async () => {
    const buffer = await buildXlsx('s', [{ header: '姓名', key: 'name' }], [{ name: 'x' }]);
    expect((await readXlsx(buffer, [{ header: '账号', key: 'account' }])).errors[0].message).toBe('缺少列：账号');
    expect((await readXlsx(Buffer.from('not a zip'), [{ header: '账号', key: 'account' }])).errors[0].message).toMatch(/xlsx/);
  });

  it('names the attachment in ASCII and UTF-8', () => {
    expect(attachmentHeader('用户列表.xlsx')).toBe(`attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('用户列表.xlsx')}`);
  });
});
