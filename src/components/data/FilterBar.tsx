/**
 * The search form above a list: text, select, dictionary, organisation and date-range filters. On a phone
 * only the first two show until 展开筛选 (the rest fold away, as in Element consoles' collapsed search forms).
 */
import { Button, chakra, Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { MdExpandLess, MdExpandMore, MdRefresh, MdSearch } from 'react-icons/md';
import { FILTERS_SHOWN_FOLDED } from '../../constants/layout';
import { common } from '../../messages/common';
import type { FilterDef, FilterValue, FilterValues, Option } from '../../resources/types';
import { useDictOptions } from './use-dict-options';
import { DateRangePicker } from './DateRangePicker';
import { dataText } from './messages';
import { OrganTreeSelect } from './OrganTreeSelect';

export interface FilterBarProps {
  filters: readonly FilterDef[];
  /** The applied filters (the draft starts from them). */
  values: FilterValues;
  /** What reset returns to (the definition's default filters). */
  defaults?: FilterValues;
  onApply: (values: FilterValues) => void;
  onReset: () => void;
}

type Draft = Record<string, FilterValue | undefined>;

const asText = (value: FilterValue | undefined) => (value === undefined ? '' : String(value));

/** Select values come back as strings; give the option's own value (number, boolean) back. */
function optionValue(options: readonly Option[] | undefined, text: string): FilterValue | undefined {
  if (text === '') return undefined;
  return options?.find((option) => String(option.value) === text)?.value ?? text;
}

interface DictFilterProps {
  filter: FilterDef;
  dictType: string;
  fallback?: readonly Option[];
  value: string;
  onChange: (v: FilterValue | undefined) => void;
}

function DictFilter({ dictType, fallback, ...props }: DictFilterProps) {
  return <SelectFilter {...props} options={useDictOptions(dictType, fallback)} />;
}

function SelectFilter({ filter, options, value, onChange }: { filter: FilterDef; options: readonly Option[]; value: string; onChange: (v: FilterValue | undefined) => void }) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        aria-label={filter.label}
        value={value}
        onChange={(event) => onChange(optionValue(options, event.currentTarget.value))}
        data-testid={`filter-${filter.name}`}
      >
        <option value="">{common.all}</option>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function FilterBar({ filters, values, defaults = {}, onApply, onReset }: FilterBarProps) {
  const [draft, setDraft] = useState<Draft>(values);
  const [unfolded, setUnfolded] = useState(false);
  const folded = filters.length - FILTERS_SHOWN_FOLDED;
  const set = (name: string, value: FilterValue | undefined) => setDraft((current) => ({ ...current, [name]: value }));

  const control = (filter: FilterDef) => {
    switch (filter.kind) {
      case 'text':
        return (
          <Input
            size="sm"
            aria-label={filter.label}
            placeholder={filter.placeholder ?? `${common.pleaseInput}${filter.label}`}
            value={asText(draft[filter.name])}
            onChange={(event) => set(filter.name, event.currentTarget.value)}
            data-testid={`filter-${filter.name}`}
          />
        );
      case 'select':
        return <SelectFilter filter={filter} options={filter.options} value={asText(draft[filter.name])} onChange={(v) => set(filter.name, v)} />;
      case 'dict':
        return <DictFilter filter={filter} dictType={filter.dictType} fallback={filter.options} value={asText(draft[filter.name])} onChange={(v) => set(filter.name, v)} />;
      case 'organ':
        return (
          <OrganTreeSelect
            label={filter.label}
            placeholder={common.all}
            value={asText(draft[filter.name])}
            onChange={(organId) => set(filter.name, organId || undefined)}
            testId={`filter-${filter.name}`}
          />
        );
      case 'dateRange': {
        const [startName, endName] = filter.to;
        return (
          <DateRangePicker
            label={filter.label}
            value={{ start: draft[startName] as string | undefined, end: draft[endName] as string | undefined }}
            onChange={(range) => setDraft((current) => ({ ...current, [startName]: range.start, [endName]: range.end }))}
          />
        );
      }
    }
  };

  const apply = () => {
    const applied: FilterValues = {};
    for (const [name, value] of Object.entries(draft)) {
      const trimmed = typeof value === 'string' ? value.trim() : value;
      if (trimmed !== undefined && trimmed !== '') applied[name] = trimmed;
    }
    onApply(applied);
  };

  return (
    <chakra.form
      data-testid="filter-bar"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" alignItems="end">
        {filters.map((filter, index) => (
          <Field.Root
            key={filter.name}
            gridColumn={filter.kind === 'dateRange' ? { xl: 'span 2' } : undefined}
            display={index >= FILTERS_SHOWN_FOLDED && !unfolded ? { base: 'none', md: 'flex' } : undefined}
            data-testid="filter-field"
          >
            <Field.Label fontSize="sm">{filter.label}</Field.Label>
            {control(filter)}
          </Field.Root>
        ))}
        <HStack gap="2" wrap="wrap">
          {folded > 0 && (
            <Button
              size="sm"
              variant="ghost"
              display={{ base: 'inline-flex', md: 'none' }}
              aria-expanded={unfolded}
              onClick={() => setUnfolded((open) => !open)}
              data-testid="filter-fold"
            >
              {unfolded ? <MdExpandLess /> : <MdExpandMore />} {unfolded ? dataText.fewerFilters : dataText.moreFilters(folded)}
            </Button>
          )}
          <Button type="submit" size="sm" colorPalette="brand" data-testid="filter-apply">
            <MdSearch /> {common.query}
          </Button>
          <Button
            size="sm"
            variant="outline"
            data-testid="filter-reset"
            onClick={() => {
              setDraft(defaults);
              onReset();
            }}
          >
            <MdRefresh /> {common.reset}
          </Button>
        </HStack>
      </SimpleGrid>
    </chakra.form>
  );
}
