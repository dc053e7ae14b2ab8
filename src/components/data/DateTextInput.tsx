/**
 * A date typed as text in the product's one format. A complete, real value is applied as it is typed;
 * leaving the field (or Enter) writes it out in full, or puts back the last good value when the text is not
 * a date. Emptying the field clears the value.
 */
import { Input, type InputProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { DATE_PLACEHOLDER, normalizeDateText, type DateEdge, type DateKind } from './date-text';

export interface DateTextInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> {
  kind: DateKind;
  edge?: DateEdge;
  value: string | undefined;
  onValueChange: (value: string | undefined) => void;
}

export function DateTextInput({ kind, edge = 'start', value, onValueChange, onBlur, onKeyDown, ...rest }: DateTextInputProps) {
  const [draft, setDraft] = useState(value ?? '');
  // Follow the value from outside (a shortcut, the calendar, reset) but not while the text already says it.
  useEffect(() => {
    setDraft((current) => {
      const says = current.trim() === '' ? undefined : normalizeDateText(current, kind, edge);
      return says === value ? current : (value ?? '');
    });
  }, [value, kind, edge]);

  const commit = () => {
    if (draft.trim() === '') {
      if (value) onValueChange(undefined);
      return;
    }
    const normalized = normalizeDateText(draft, kind, edge);
    setDraft(normalized ?? value ?? '');
    if (normalized && normalized !== value) onValueChange(normalized);
  };

  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={DATE_PLACEHOLDER[kind]}
      {...rest}
      value={draft}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setDraft(typed);
        if (typed.trim() === '') return onValueChange(undefined);
        const normalized = normalizeDateText(typed, kind, edge);
        if (normalized && normalized !== value) onValueChange(normalized);
      }}
      onBlur={(event) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        onKeyDown?.(event);
      }}
    />
  );
}
