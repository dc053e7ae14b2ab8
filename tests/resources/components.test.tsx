// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from '../../src/components/data/DataTable';
import { FilterBar } from '../../src/components/data/FilterBar';
import { ImportDialog } from '../../src/components/data/ImportDialog';
import { ExportButton } from '../../src/components/data/ExportButton';
import { Pagination } from '../../src/components/data/Pagination';
import { ConfirmDialog } from '../../src/components/data/ConfirmDialog';
import { formatValue } from '../../src/components/data/format-value';
import { organMatches, organTreeRoot } from '../../src/components/data/organ-tree';
import { loadPinyinMatcher } from '../../src/components/data/use-pinyin';
import { normalizeDateText } from '../../src/components/data/date-text';
import { importResultOf } from '../../src/components/data/import-result';
import { confirmTextOf } from '../../src/screens/resource/action-text';
import { PAGE_SIZES } from '../../src/constants/paging';
import { renderWithChakra } from '../screens/helpers/render-with-chakra';
import type { FilterDef } from '../../src/resources/types';

vi.mock('@apollo/client/react', async (original) => ({
  ...(await original<typeof import('@apollo/client/react')>()),
  useQuery: () => ({
    data: {
      getGeneralOrganTree: [{ organId: 'o1', organName: '深圳支队', children: [{ organId: 'o2', organName: '福田大队', children: [] }] }],
      dictQuery: [
        { code: '2', label: '支队', sort: 2 },
        { code: '3', label: '大队', sort: 3 },
      ],
    },
  }),
}));

afterEach(cleanup);


const columns = [
  { key: 'name', title: '姓名' },
  { key: 'state', title: '状态', render: 'status' as const, options: [{ value: 'active', label: '正常', color: 'green' }] },
  { key: 'createdAt', title: '创建时间', render: 'datetime' as const },
];
const rows = [
  { id: 'a', name: '张三', state: 'active', createdAt: '2026-03-01T08:30:00+08:00' },
  { id: 'b', name: '李四', state: 'frozen', createdAt: null },
];

describe('value formatting', () => {
  it('shows dates, options, yes/no, lists and a dash for nothing', () => {
    expect(formatValue('2026-03-01 08:30:00', {}, { render: 'date' })).toBe('2026-03-01');
    expect(formatValue('x', {}, { render: 'status', options: [{ value: 'x', label: '某状态' }] })).toBe('某状态');
    expect(formatValue(1, {}, { render: 'option', options: [{ value: 1, label: '一' }] })).toBe('一');
    expect(formatValue(true, {}, { render: 'boolean' })).toBe('是');
    expect(formatValue(false, {}, { render: 'boolean' })).toBe('否');
    expect(formatValue(['甲', null, '乙'], {}, {})).toBe('甲、乙');
    expect(formatValue(null, {}, {})).toBe('—');
    expect(formatValue(3, { unit: '米' }, { format: (v, row) => `${String(v)}${row.unit}` })).toBe('3米');
  });

  it('builds the organisation tree and finds units by name or pinyin initials', async () => {
    expect(organTreeRoot([{ organId: '1', organName: '支队', children: [{ organId: '2', organName: '大队', children: null }, null] }]).children).toEqual([
      { id: '1', name: '支队', children: [{ id: '2', name: '大队' }] },
    ]);
    const pinyin = await loadPinyinMatcher();
    expect(organMatches('福田区消防救援大队', '福田')).toBe(true);
    expect(organMatches('福田区消防救援大队', 'ftq', pinyin)).toBe(true);
    expect(organMatches('福田区消防救援大队', 'FT', pinyin)).toBe(true);
    expect(organMatches('福田区消防救援大队', 'futian', pinyin)).toBe(true);
    expect(organMatches('南山区消防救援大队', 'ft', pinyin)).toBe(false);
    expect(organMatches('南山区消防救援大队', '福田', pinyin)).toBe(false);
  });

  it('reads typed dates in one format whatever the locale: a day alone starts at 00:00:00 or ends at 23:59:59', () => {
    expect(normalizeDateText('2026-03-01 08:30:00', 'datetime')).toBe('2026-03-01 08:30:00');
    expect(normalizeDateText('2026-03-01T08:30', 'datetime')).toBe('2026-03-01 08:30:00');
    expect(normalizeDateText('2026-03-01T08:30:59.000', 'datetime')).toBe('2026-03-01 08:30:59');
    expect(normalizeDateText('2026/3/1', 'datetime', 'start')).toBe('2026-03-01 00:00:00');
    expect(normalizeDateText('2026年3月1日', 'datetime', 'end')).toBe('2026-03-01 23:59:59');
    expect(normalizeDateText('2026-3-1 9:05', 'date')).toBe('2026-03-01');
    expect(normalizeDateText('2026-02-30', 'date')).toBeNull();
    expect(normalizeDateText('2026-03-01 24:00:00', 'datetime')).toBeNull();
    expect(normalizeDateText('03/01/2026', 'date')).toBeNull();
    expect(normalizeDateText('', 'date')).toBeNull();
  });

  it('reads import results: the bad rows, or the count', () => {
    expect(importResultOf({ imported: 3, errors: [] })).toEqual({ imported: 3, errors: [] });
    expect(importResultOf({ errors: [{ row: 4, message: '第4行：姓名不能为空' }] })).toEqual({ imported: 0, errors: [{ row: 4, message: '第4行：姓名不能为空' }] });
    expect(importResultOf(null)).toEqual({ imported: 0, errors: [] });
  });

  it('asks 确定删除吗? for deletions and 确定<label>吗? otherwise', () => {
    expect(confirmTextOf({ key: 'delete', label: '删除', scope: 'row', confirm: true })).toBe('确定删除吗?');
    expect(confirmTextOf({ key: 'bulkDelete', label: '批量删除', scope: 'bulk', confirm: true })).toBe('确定删除吗?');
    expect(confirmTextOf({ key: 'sync', label: '同步', scope: 'toolbar', confirm: true })).toBe('确定同步吗?');
    expect(confirmTextOf({ key: 'freeze', label: '冻结', scope: 'row', confirm: '确定冻结该用户吗?' })).toBe('确定冻结该用户吗?');
    expect(confirmTextOf({ key: 'view', label: '查看', scope: 'row' })).toBeUndefined();
  });
});

describe('DataTable', () => {
  it('renders skeletons while loading and 暂无数据 when empty', () => {
    renderWithChakra(<DataTable columns={columns} rows={[]} rowKey="id" loading skeletonRows={3} />);
    expect(screen.getAllByTestId('table-skeleton')).toHaveLength(3);
    expect(screen.queryByTestId('table-empty')).toBeNull();
    cleanup();
    renderWithChakra(<DataTable columns={columns} rows={[]} rowKey="id" />);
    expect(screen.getByTestId('table-empty').textContent).toBe('暂无数据');
  });

  it('formats cells, selects rows and all rows, and shows row actions', async () => {
    const user = userEvent.setup();
    const onToggleRow = vi.fn();
    const onToggleAll = vi.fn();
    renderWithChakra(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey="id"
        selectable
        selected={['a']}
        onToggleRow={onToggleRow}
        onToggleAll={onToggleAll}
        rowActions={(row) => <button data-testid="act">{String(row.name)}</button>}
      />,
    );
    const [first, second] = screen.getAllByTestId('table-row');
    expect(within(first).getByText('正常')).toBeTruthy();
    expect(first.querySelector('[data-column="createdAt"]')?.textContent).toMatch(/^2026-03-01 \d\d:30:00$/);
    expect(second.querySelector('[data-column="createdAt"]')?.textContent).toBe('—');
    expect(second.querySelector('[data-column="state"]')?.textContent).toBe('frozen');
    expect((within(first).getByTestId('select-row') as HTMLInputElement).checked).toBe(true);
    await user.click(within(second).getByTestId('select-row-box'));
    expect(onToggleRow).toHaveBeenCalledWith('b');
    await user.click(screen.getByTestId('select-all-box'));
    expect(onToggleAll).toHaveBeenCalledWith(true);
    expect(screen.getAllByTestId('act').map((each) => each.textContent)).toEqual(['张三', '李四']);
    expect(screen.getByText('操作')).toBeTruthy();
  });
});

describe('FilterBar', () => {
  const filters: FilterDef[] = [
    { name: 'name', label: '姓名', kind: 'text' },
    { name: 'level', label: '级别', kind: 'select', options: [{ value: 1, label: '一级' }, { value: 2, label: '二级' }] },
    { name: 'organId', label: '所属单位', kind: 'organ' },
    { name: 'created', label: '创建时间', kind: 'dateRange', to: ['startTime', 'endTime'] },
  ];

  it('applies trimmed non-empty values with the option types and the range as two variables', async () => {
    const onApply = vi.fn();
    renderWithChakra(<FilterBar filters={filters} values={{}} onApply={onApply} onReset={vi.fn()} />);
    fireEvent.change(screen.getByTestId('filter-name'), { target: { value: ' 张 ' } });
    fireEvent.change(screen.getByTestId('filter-level'), { target: { value: '2' } });
    await userEvent.click(screen.getByTestId('filter-organId'));
    await userEvent.click(await screen.findByRole('treeitem', { name: '福田大队' }));
    fireEvent.change(screen.getByTestId('date-range-start'), { target: { value: '2026-03-01T00:00' } });
    fireEvent.change(screen.getByTestId('date-range-end'), { target: { value: '2026-03-31T23:59:59' } });
    fireEvent.click(screen.getByTestId('filter-apply'));
    expect(onApply).toHaveBeenCalledWith({
      name: '张',
      level: 2,
      organId: 'o2',
      startTime: '2026-03-01 00:00:00',
      endTime: '2026-03-31 23:59:59',
    });
  });

  it('a dictionary filter offers the items the dictionary call answers', async () => {
    const onApply = vi.fn();
    const dict: FilterDef[] = [{ name: 'level', label: '单位级别', kind: 'dict', dictType: 'organLevel', options: [{ value: 9, label: '备用' }] }];
    renderWithChakra(<FilterBar filters={dict} values={{}} onApply={onApply} onReset={vi.fn()} />);
    const options = within(screen.getByTestId('filter-level')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['全部', '支队', '大队']);
    fireEvent.change(screen.getByTestId('filter-level'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('filter-apply'));
    expect(onApply).toHaveBeenCalledWith({ level: '3' });
  });

  it('the organisation filter is a tree: 全部 first, subordinates inside their unit, searchable by pinyin initials', async () => {
    const onApply = vi.fn();
    renderWithChakra(<FilterBar filters={filters} values={{}} onApply={onApply} onReset={vi.fn()} />);
    expect(screen.getByTestId('filter-organId')).toHaveTextContent('全部');
    await userEvent.click(screen.getByTestId('filter-organId'));
    const tree = await screen.findByRole('tree');
    const detachment = within(tree).getAllByRole('treeitem')[0];
    expect(within(detachment).getByRole('treeitem', { name: '福田大队' })).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('filter-organId-search'), 'ftdd');
    await waitFor(() => expect(within(tree).getByRole('treeitem', { name: '福田大队' })).toBeInTheDocument());
    await userEvent.clear(screen.getByTestId('filter-organId-search'));
    await userEvent.type(screen.getByTestId('filter-organId-search'), 'nsdd');
    expect(await screen.findByTestId('filter-organId-empty')).toHaveTextContent('无匹配单位');
    await userEvent.clear(screen.getByTestId('filter-organId-search'));
    await userEvent.click(within(tree).getByRole('treeitem', { name: '福田大队' }));
    expect(screen.getByTestId('filter-organId')).toHaveTextContent('福田大队');
    fireEvent.click(screen.getByTestId('filter-apply'));
    expect(onApply).toHaveBeenCalledWith({ organId: 'o2' });
  });

  it('a date shortcut fills the range (today is 19:00–21:00 per the spec)', async () => {
    const onApply = vi.fn();
    renderWithChakra(<FilterBar filters={[filters[3]]} values={{}} onApply={onApply} onReset={vi.fn()} />);
    expect(screen.getByTestId('date-range')).toBeTruthy();
    await userEvent.click(screen.getByTestId('date-range-calendar'));
    const shortcuts = await screen.findByRole('group', { name: '快捷选择' });
    expect(within(shortcuts).getAllByRole('button').map((o) => o.textContent)).toEqual(['今天', '昨天', '前天', '本月', '上月', '今年', '最近30天']);
    await userEvent.click(screen.getByTestId('date-range-shortcut-today'));
    expect((screen.getByTestId('date-range-start') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2} 19:00:00$/);
    fireEvent.click(screen.getByTestId('filter-apply'));
    const applied = onApply.mock.calls[0][0];
    expect(applied.startTime).toMatch(/ 19:00:00$/);
    expect(applied.endTime).toMatch(/ 21:00:00$/);
  });

  it('reset returns the draft to the defaults', () => {
    const onReset = vi.fn();
    renderWithChakra(<FilterBar filters={filters} values={{ name: '王' }} defaults={{}} onApply={vi.fn()} onReset={onReset} />);
    expect((screen.getByTestId('filter-name') as HTMLInputElement).value).toBe('王');
    fireEvent.click(screen.getByTestId('filter-reset'));
    expect(onReset).toHaveBeenCalled();
    expect((screen.getByTestId('filter-name') as HTMLInputElement).value).toBe('');
  });
});

describe('Pagination and ConfirmDialog', () => {
  it('shows the total, offers 10/20/50/100 and pages', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const onSize = vi.fn();
    renderWithChakra(<Pagination current={1} size={10} total={35} sizes={PAGE_SIZES} onPage={onPage} onSize={onSize} />);
    expect(screen.getByTestId('pagination-total').textContent).toBe('共 35 条');
    expect(within(screen.getByTestId('pagination-size')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '10 条/页',
      '20 条/页',
      '50 条/页',
      '100 条/页',
    ]);
    fireEvent.change(screen.getByTestId('pagination-size'), { target: { value: '50' } });
    expect(onSize).toHaveBeenCalledWith(50);
    await user.click(screen.getByTestId('pagination-next'));
    expect(onPage).toHaveBeenCalledWith(2);
    await user.click(screen.getByTestId('pagination-page-4'));
    expect(onPage).toHaveBeenCalledWith(4);
  });

  it('asks for a required opinion, names it when empty, and passes it on', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithChakra(<ConfirmDialog open message="确定退回该案例吗?" prompt={{ label: '退回意见', required: true, maxLength: 10 }} onConfirm={onConfirm} onCancel={vi.fn()} />);
    await user.click(screen.getByTestId('confirm-ok'));
    expect(screen.getByTestId('confirm-comment-error').textContent).toBe('退回意见不能为空');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(screen.getByTestId('confirm-comment'), ' 材料不全 ');
    await user.click(screen.getByTestId('confirm-ok'));
    expect(onConfirm).toHaveBeenCalledWith('材料不全');
  });

  it('asks with title 提示 and buttons 确定 / 取消', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithChakra(<ConfirmDialog open message="确定删除吗?" onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('提示');
    expect(dialog.textContent).toContain('确定删除吗?');
    expect(screen.getByTestId('confirm-ok').textContent).toBe('确定');
    expect(screen.getByTestId('confirm-cancel').textContent).toBe('取消');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    expect(onConfirm).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('ExportButton and ImportDialog', () => {
  it('exports the current filters with size 99999', async () => {
    const onDownload = vi.fn(async () => '用户列表.xlsx');
    renderWithChakra(<ExportButton url="/user/export" fileName="用户列表.xlsx" params={{ name: '张' }} onDownload={onDownload} />);
    fireEvent.click(screen.getByTestId('export-button'));
    await waitFor(() =>
      expect(onDownload).toHaveBeenCalledWith('/user/export', { name: '张', current: 1, size: 99999 }, { fallbackName: '用户列表.xlsx', onDownloadProgress: expect.any(Function) }),
    );
  });

  it('shows the phase of an export: generating, then the percent received', async () => {
    let finish!: () => void;
    const onDownload = vi.fn(
      (_url: string, _params: unknown, options: { onDownloadProgress?: (p: { loaded: number; total?: number }) => void }) =>
        new Promise<string>((resolve) => {
          finish = () => {
            options.onDownloadProgress?.({ loaded: 300, total: 1000 });
            setTimeout(() => resolve('x.xlsx'), 20);
          };
        }),
    );
    renderWithChakra(<ExportButton url="/user/export" fileName="x.xlsx" params={{}} onDownload={onDownload as never} />);
    fireEvent.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(screen.getByTestId('export-button').textContent).toContain('正在生成文件…'));
    finish();
    await waitFor(() => expect(screen.getByTestId('export-button').textContent).toContain('正在下载 30%'));
    await waitFor(() => expect(screen.getByTestId('export-button').textContent).toContain('导出'));
  });

  it('shows the upload percent, then that the rows are being checked', async () => {
    let progress!: (p: { loaded: number; total?: number }) => void;
    let finish!: () => void;
    const onUpload = vi.fn(
      (_url: string, _file: File, options: { onUploadProgress?: typeof progress }) =>
        new Promise((resolve) => {
          progress = options.onUploadProgress!;
          finish = () => resolve({ code: 0, msg: null, data: { imported: 1, errors: [] } });
        }),
    );
    renderWithChakra(<ImportDialog url="/user/import" title="用户" onImported={vi.fn()} onUpload={onUpload as never} />);
    fireEvent.click(screen.getByTestId('import-button'));
    fireEvent.change(await screen.findByTestId('import-file'), { target: { files: [new File(['x'], 'users.xlsx')] } });
    fireEvent.click(screen.getByTestId('import-submit'));
    await waitFor(() => expect(screen.getByTestId('import-progress-text').textContent).toBe('正在上传 0%'));
    progress({ loaded: 40, total: 100 });
    await waitFor(() => expect(screen.getByTestId('import-progress-text').textContent).toBe('正在上传 40%'));
    progress({ loaded: 100, total: 100 });
    await waitFor(() => expect(screen.getByTestId('import-progress-text').textContent).toBe('正在校验并导入…'));
    finish();
    await waitFor(() => expect(screen.queryByTestId('import-progress')).toBeNull());
  });

  it('lists each bad row with its reason and imports nothing; a clean file imports', async () => {
    const onImported = vi.fn();
    const onUpload = vi
      .fn()
      .mockResolvedValueOnce({ code: 400, msg: '导入失败', data: { errors: [{ row: 3, message: '姓名不能为空' }, { row: 5, message: '手机号码格式不正确' }] } })
      .mockResolvedValueOnce({ code: 0, msg: null, data: { imported: 2, errors: [] } });
    renderWithChakra(<ImportDialog url="/user/import" title="用户" onImported={onImported} onUpload={onUpload} />);
    fireEvent.click(screen.getByTestId('import-button'));
    const input = await screen.findByTestId('import-file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'users.xlsx')] } });
    fireEvent.click(screen.getByTestId('import-submit'));
    const errors = await screen.findByTestId('import-errors');
    expect(errors.textContent).toContain('姓名不能为空');
    expect(errors.textContent).toContain('手机号码格式不正确');
    expect(within(errors).getAllByRole('row').map((row) => row.textContent)).toEqual(['行号原因', '3姓名不能为空', '5手机号码格式不正确']);
    expect(onImported).not.toHaveBeenCalled();
    expect(onUpload).toHaveBeenCalledWith('/user/import', expect.any(File), { ignoreCode: true, onUploadProgress: expect.any(Function) });
    fireEvent.click(screen.getByTestId('import-submit'));
    await waitFor(() => expect(onImported).toHaveBeenCalled());
  });
});
