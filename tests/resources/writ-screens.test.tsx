// @vitest-environment jsdom
/**
 * 模板设置 (mbsz) beyond the shared registry test: the new-writ form preselects the template named by
 * `?templateId=` and requires each of its placeholders, the writ page issues after confirmation and
 * downloads the .docx, and the 文书 tab issues drafts from the row.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { download } from '../../src/lib/download';
import { resetNotifier, setNotifier } from '../../src/lib/notify';
import { writText } from '../../src/messages/writ';
import { renderRoute } from './support/render-route';
import { SCREEN_WAIT } from '../helpers/waits';

vi.mock('../../src/lib/download', () => ({ download: vi.fn(async () => 'x.docx') }));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  resetNotifier();
});

/** What the server allows on a draft writ to a holder of the buttons; an issued one allows nothing. */
const DRAFT_ALLOWS = ['edit', 'issue', 'delete'];
const mutations = (sent: { kind: string; name: string; variables: Record<string, unknown> }[]) => sent.filter((operation) => operation.kind === 'mutation');

describe('new writ form (addDocument)', () => {
  it('preselects the template from ?templateId=, asks for each placeholder, then sends the values', async () => {
    const { sent } = renderRoute('addDocument', { listSize: 1, search: '?templateId=1' });
    const select = (await screen.findByTestId('field-fill', {}, SCREEN_WAIT)) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('1'));
    const input = await screen.findByTestId('field-fill-0');
    fireEvent.change(screen.getByTestId('field-partyName'), { target: { value: '深圳市南山区海韵大酒楼' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await screen.findByTestId('field-fill-error')).textContent).toBe(writText.placeholderRequired('placeholders-1'));
    expect(mutations(sent)).toEqual([]);
    fireEvent.change(input, { target: { value: '厨房排油烟管道未清洗' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(mutations(sent)).toEqual([
        expect.objectContaining({
          name: 'AddWritDocument',
          variables: { input: { templateId: '1', title: null, partyName: '深圳市南山区海韵大酒楼', organId: null, values: [{ name: 'placeholders-1', value: '厨房排油烟管道未清洗' }] } },
        }),
      ]),
    );
  });
});

describe('writ page (checkDocument)', () => {
  it('shows the text as printed, downloads the .docx and issues a draft after confirmation', async () => {
    const notices: string[] = [];
    setNotifier({ success: (m) => notices.push(m), error: () => {}, info: () => {}, warning: () => {} });
    const { sent } = renderRoute('checkDocument', { listSize: 1, search: '?id=1', allows: DRAFT_ALLOWS });
    const paper = await screen.findByTestId('writ-paper', {}, SCREEN_WAIT);
    expect(paper.textContent).toContain('content-1');
    fireEvent.click(screen.getByTestId('writ-download'));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/api/document/writ/download', { id: '1' }, expect.objectContaining({ method: 'GET' })));
    fireEvent.click(screen.getByTestId('writ-issue'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain(writText.confirmIssue);
    expect(mutations(sent)).toEqual([]);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(mutations(sent)).toEqual([expect.objectContaining({ name: 'IssueWritDocument', variables: { input: { id: '1', version: 1 } } })]));
    await waitFor(() => expect(notices).toContain(writText.issued));
  });

  it('offers neither 编辑 nor 签发 when the server allows neither (an issued writ)', async () => {
    renderRoute('checkDocument', { listSize: 1, search: '?id=1', allows: [] });
    await screen.findByTestId('writ-paper', {}, SCREEN_WAIT);
    expect(screen.getByTestId('writ-download')).toBeTruthy();
    expect(screen.queryByTestId('writ-issue')).toBeNull();
    expect(screen.queryByTestId('detail-edit')).toBeNull();
  });
});

describe('文书 tab', () => {
  it('issues a draft from its row after confirmation', async () => {
    const { sent } = renderRoute('mbsz', { listSize: 2, search: '?tab=writDocument', allows: DRAFT_ALLOWS });
    const [first] = await screen.findAllByTestId('table-row', {}, SCREEN_WAIT);
    fireEvent.click(within(first).getByTestId('row-action-issue'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain(writText.confirmIssue);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(mutations(sent)).toEqual([expect.objectContaining({ name: 'IssueWritDocument', variables: { input: { id: '1', version: 1 } } })]));
  });
});
