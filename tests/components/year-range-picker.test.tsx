// @vitest-environment jsdom
/**
 * The year-range picker on its machine: two clicks in the popover give an ordered range, paging shows the
 * next 20 years, typed years commit on blur and a non-numeric text reverts; arrows and Enter pick, Escape
 * cancels a selection in progress.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { YearRangePicker, type YearRangeValue } from '../../src/components/data/YearRangePicker';
import { renderWithChakra } from '../screens/helpers/render-with-chakra';

/** jsdom has no ResizeObserver; the popover's positioning only needs it to exist. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ initial = {}, changes }: { initial?: YearRangeValue; changes: YearRangeValue[] }) {
  const [value, setValue] = useState(initial);
  return (
    <YearRangePicker
      value={value}
      currentYear={2026}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

function setup(initial?: YearRangeValue) {
  const changes: YearRangeValue[] = [];
  renderWithChakra(<Harness initial={initial} changes={changes} />);
  return changes;
}

const openPopover = async () => {
  fireEvent.click(screen.getByRole('button', { name: '选择年份范围' }));
  return screen.findByTestId('year-range-grid');
};

describe('YearRangePicker', () => {
  it('has labelled start and end inputs', () => {
    setup({ start: 2024, end: 2025 });
    expect(screen.getByLabelText('开始年份')).toHaveValue('2024');
    expect(screen.getByLabelText('结束年份')).toHaveValue('2025');
    expect(screen.getByTestId('year-range')).toHaveAttribute('data-state', 'selected');
  });

  it('shows 20 years in two panels of 10, pages by 20, and orders two clicks', async () => {
    const changes = setup();
    await openPopover();
    const panels = screen.getAllByTestId('year-range-panel');
    expect(panels.map((panel) => panel.querySelectorAll('button').length)).toEqual([10, 10]);
    expect(screen.getByTestId('year-range-window')).toHaveTextContent('2010 – 2029');
    fireEvent.click(screen.getByTestId('year-range-year-2025'));
    expect(screen.getByTestId('year-range')).toHaveAttribute('data-state', 'selecting');
    expect(screen.getByTestId('year-range-hint')).toHaveTextContent('请选择结束年份');
    fireEvent.click(screen.getByRole('button', { name: '前 20 年' }));
    expect(screen.getByTestId('year-range-window')).toHaveTextContent('1990 – 2009');
    fireEvent.click(screen.getByTestId('year-range-year-2008'));
    expect(changes).toEqual([{ start: 2008, end: 2025 }]);
    expect(screen.getByLabelText('开始年份')).toHaveValue('2008');
    expect(screen.getByLabelText('结束年份')).toHaveValue('2025');
    await waitFor(() => expect(screen.queryByTestId('year-range-grid')).not.toBeInTheDocument());
  });

  it('typed years: digits only, committed on blur and ordered; an incomplete year reverts', () => {
    const changes = setup({ start: 2020, end: 2022 });
    const start = screen.getByLabelText('开始年份');
    fireEvent.change(start, { target: { value: '20x' } });
    expect(start).toHaveValue('2020');
    fireEvent.change(start, { target: { value: '2025' } });
    fireEvent.blur(start);
    expect(changes).toEqual([{ start: 2022, end: 2025 }]);
    expect(start).toHaveValue('2022');
    const end = screen.getByLabelText('结束年份');
    fireEvent.change(end, { target: { value: '20' } });
    fireEvent.keyDown(end, { key: 'Enter' });
    expect(end).toHaveValue('2025');
    expect(changes).toHaveLength(1);
  });

  it('is usable with the keyboard: arrows move the focus, Enter picks, Escape cancels a selection', async () => {
    const changes = setup({ start: 2020, end: 2021 });
    const grid = await openPopover();
    expect(grid).toHaveAttribute('aria-activedescendant', 'year-range-year-2020');
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(screen.getByTestId('year-range')).toHaveAttribute('data-state', 'selecting');
    fireEvent.keyDown(grid, { key: 'Escape' });
    expect(screen.getByTestId('year-range')).toHaveAttribute('data-state', 'selected');
    expect(changes).toEqual([]);
    fireEvent.keyDown(grid, { key: 'Enter' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(grid).toHaveAttribute('aria-activedescendant', 'year-range-year-2026');
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(changes).toEqual([{ start: 2021, end: 2026 }]);
  });
});
