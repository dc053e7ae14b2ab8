/**
 * The filters of a view: the unit and its range (本单位 / 本单位及下级), then a date range with the spec's
 * shortcuts or a year range, as the view is dated. Edits stay a draft until 查询.
 */
import { Button, chakra, Field, HStack, NativeSelect, Wrap } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { MdRefresh, MdSearch } from 'react-icons/md';
import { DateRangePicker } from '../../components/data/DateRangePicker';
import { OrganTreeSelect } from '../../components/data/OrganTreeSelect';
import { YearRangePicker } from '../../components/data/YearRangePicker';
import { ORGAN_RANGES } from '../../constants/statistics';
import { common } from '../../messages/common';
import { statistics } from '../../messages/statistics';
import { DEFAULT_FILTERS, type StatisticsFilters } from './filters';
import type { PeriodKind } from './views';

export interface StatisticsFilterBarProps {
  period: PeriodKind;
  /** The applied filters (the draft follows them). */
  value: StatisticsFilters;
  onApply: (filters: StatisticsFilters) => void;
  /** Buttons after 查询 / 重置 (导出). */
  extra?: ReactNode;
}

function Labelled({ label, children, grow }: { label: string; children: ReactNode; grow?: boolean }) {
  return (
    <Field.Root w={{ base: 'full', md: 'auto' }} flex={grow ? { md: '1 1 24rem' } : undefined} minW={{ md: '12rem' }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      {children}
    </Field.Root>
  );
}

export function StatisticsFilterBar({ period, value, onApply, extra }: StatisticsFilterBarProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const set = (patch: Partial<StatisticsFilters>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <chakra.form
      data-testid="statistics-filters"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <Wrap gap="3" align="flex-end">
        <Labelled label={statistics.organ}>
          <OrganTreeSelect label={statistics.organ} placeholder={statistics.organDefault} value={draft.organId} onChange={(organId) => set({ organId })} testId="statistics-organ" />
        </Labelled>
        <Labelled label={statistics.organRange}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={statistics.organRange}
              value={String(draft.organRange)}
              onChange={(event) => set({ organRange: Number(event.currentTarget.value) })}
              data-testid="statistics-organ-range"
            >
              {ORGAN_RANGES.map((range) => (
                <option key={range} value={range}>
                  {statistics.organRanges[range]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Labelled>
        {period === 'date' && (
          <Labelled label={statistics.period} grow>
            <DateRangePicker value={{ start: draft.startTime, end: draft.endTime }} onChange={(range) => set({ startTime: range.start, endTime: range.end })} />
          </Labelled>
        )}
        {period === 'year' && (
          <Labelled label={statistics.years}>
            <YearRangePicker value={{ start: draft.startYear, end: draft.endYear }} onChange={(range) => set({ startYear: range.start, endYear: range.end })} />
          </Labelled>
        )}
        <HStack gap="2" wrap="wrap">
          <Button type="submit" size="sm" colorPalette="brand" data-testid="statistics-apply">
            <MdSearch /> {common.query}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setDraft(DEFAULT_FILTERS);
              onApply(DEFAULT_FILTERS);
            }}
            data-testid="statistics-reset"
          >
            <MdRefresh /> {common.reset}
          </Button>
          {extra}
        </HStack>
      </Wrap>
    </chakra.form>
  );
}
