/**
 * A start and an end year (src/machines/year-range): two numeric inputs, and a popover with 20 years in two
 * panels of 10 where two clicks (or arrows and Enter) pick the range.
 */
import { Box, Button, HStack, IconButton, Input, Popover, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MdCalendarMonth, MdChevronLeft, MdChevronRight } from 'react-icons/md';
import { YEAR_DIGITS, YEAR_GRID_COLUMNS, YEARS_PER_PAGE } from '../../constants/year-range';
import { inspect } from '../../machines/inspection';
import { panelsOf, yearRangeMachine, type YearField, type YearRangeContext } from '../../machines/year-range';
import { dataText } from './messages';

export interface YearRangeValue {
  start?: number;
  end?: number;
}

export interface YearRangePickerProps {
  value: YearRangeValue;
  onChange: (value: YearRangeValue) => void;
  /** The year shown when nothing is chosen (tests pin it). */
  currentYear?: number;
  testId?: string;
}

const KEY_MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -YEAR_GRID_COLUMNS, ArrowDown: YEAR_GRID_COLUMNS };

type Mark = 'end' | 'inside' | 'none';

/** How a year is drawn: an end of the (previewed) range, inside it, or plain. */
function markOf(year: number, context: YearRangeContext, selecting: boolean): Mark {
  const [from, to] = selecting
    ? [Math.min(context.anchor!, context.focusYear), Math.max(context.anchor!, context.focusYear)]
    : [context.start, context.end];
  if (from === undefined || to === undefined) return 'none';
  if (year === from || year === to || year === context.anchor) return 'end';
  return year > from && year < to ? 'inside' : 'none';
}

const MARK_STYLE: Record<Mark, { variant: 'solid' | 'subtle' | 'ghost' }> = { end: { variant: 'solid' }, inside: { variant: 'subtle' }, none: { variant: 'ghost' } };

export function YearRangePicker({ value, onChange, currentYear = new Date().getFullYear(), testId = 'year-range' }: YearRangePickerProps) {
  const [state, send, actor] = useMachine(yearRangeMachine, { input: { currentYear, start: value.start, end: value.end }, inspect });
  const [open, setOpen] = useState(false);
  const grid = useRef<HTMLDivElement>(null);
  const { context } = state;
  const selecting = state.matches('selecting');

  // Announce changes made here; close the popover when a range is complete.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    const subscription = actor.on('range.changed', ({ start, end }) => {
      onChangeRef.current({ start, end });
      setOpen(false);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  // Follow a value set from outside (reset, the URL).
  useEffect(() => {
    const { start, end } = actor.getSnapshot().context;
    if (value.start !== start || value.end !== end) actor.send({ type: 'range.set', start: value.start, end: value.end });
  }, [actor, value.start, value.end]);

  const onGridKey = (event: KeyboardEvent) => {
    const delta = KEY_MOVES[event.key];
    if (delta !== undefined) send({ type: 'focus.move', delta });
    else if (event.key === 'PageUp') send({ type: 'page.previous' });
    else if (event.key === 'PageDown') send({ type: 'page.next' });
    else if (event.key === 'Enter' || event.key === ' ') send({ type: 'focus.pick' });
    else if (event.key === 'Escape' && selecting) send({ type: 'selection.cancel' });
    else return;
    event.preventDefault();
  };

  const yearInput = (field: YearField, label: string) => (
    <Input
      size="sm"
      w="5.5rem"
      inputMode="numeric"
      maxLength={YEAR_DIGITS}
      aria-label={label}
      placeholder={label}
      value={field === 'start' ? context.startText : context.endText}
      onChange={(event) => send({ type: 'input.change', field, text: event.currentTarget.value })}
      onBlur={() => send({ type: 'input.commit', field })}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          send({ type: 'input.commit', field });
        }
      }}
      data-testid={`${testId}-${field}`}
    />
  );

  const yearId = (year: number) => `${testId}-year-${year}`;
  const panel = (years: number[], index: number) => (
    <SimpleGrid key={index} columns={YEAR_GRID_COLUMNS} gap="1" data-testid={`${testId}-panel`}>
      {years.map((year) => (
        <Button
          key={year}
          id={yearId(year)}
          size="xs"
          tabIndex={-1}
          colorPalette="brand"
          {...MARK_STYLE[markOf(year, context, selecting)]}
          outline={year === context.focusYear ? '2px solid' : undefined}
          outlineColor="brand.solid"
          outlineOffset="-2px"
          aria-pressed={markOf(year, context, selecting) !== 'none'}
          onPointerEnter={() => send({ type: 'year.focus', year })}
          onClick={() => send({ type: 'year.pick', year })}
          data-testid={yearId(year)}
        >
          {year}
        </Button>
      ))}
    </SimpleGrid>
  );

  return (
    <HStack gap="1" wrap="wrap" data-testid={testId} data-state={String(state.value)}>
      {yearInput('start', dataText.startYear)}
      <Text fontSize="sm" color="fg.muted">
        {dataText.to}
      </Text>
      {yearInput('end', dataText.endYear)}
      <Popover.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        closeOnEscape={!selecting}
        lazyMount
        unmountOnExit
        initialFocusEl={() => grid.current}
        positioning={{ placement: 'bottom-start' }}
      >
        <Popover.Trigger asChild>
          <IconButton size="sm" variant="outline" aria-label={dataText.pickYears} data-testid={`${testId}-toggle`}>
            <MdCalendarMonth />
          </IconButton>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content w="auto" maxW="calc(100vw - 1rem)" data-testid={`${testId}-popover`}>
              <Popover.Body p="3">
                <Stack gap="2">
                  <HStack justify="space-between">
                    <IconButton size="xs" variant="ghost" aria-label={dataText.previousYears} onClick={() => send({ type: 'page.previous' })} data-testid={`${testId}-previous`}>
                      <MdChevronLeft />
                    </IconButton>
                    <Text fontSize="sm" fontWeight="medium" data-testid={`${testId}-window`}>
                      {dataText.yearWindow(context.pageStart, context.pageStart + YEARS_PER_PAGE - 1)}
                    </Text>
                    <IconButton size="xs" variant="ghost" aria-label={dataText.nextYears} onClick={() => send({ type: 'page.next' })} data-testid={`${testId}-next`}>
                      <MdChevronRight />
                    </IconButton>
                  </HStack>
                  <Box
                    ref={grid}
                    role="group"
                    aria-label={dataText.pickYears}
                    aria-activedescendant={yearId(context.focusYear)}
                    tabIndex={0}
                    onKeyDown={onGridKey}
                    outline="none"
                    _focusVisible={{ boxShadow: 'outline' }}
                    data-testid={`${testId}-grid`}
                  >
                    <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                      {panelsOf(context.pageStart).map(panel)}
                    </Stack>
                  </Box>
                  <Text fontSize="xs" color="fg.muted" data-testid={`${testId}-hint`}>
                    {selecting ? dataText.pickEndYear : dataText.pickStartYear}
                  </Text>
                </Stack>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </HStack>
  );
}
