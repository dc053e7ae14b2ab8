/**
 * Choosing an officer by name: suggestions from /tw/lawOfficer/getZhifaryuan 500 ms after the last
 * keystroke (document 2 §9), each with the officer's organisation. Typing again clears the choice.
 */
import { Box, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useOfficerSearch, type OfficerOption } from '../../../components/officer/use-officer-search';
import { trackText as text } from '../../../messages/track';

export type Officer = OfficerOption;

export interface OfficerAutocompleteProps {
  value?: Officer;
  onChange: (officer: Officer | undefined) => void;
  invalid?: boolean;
}

export function OfficerAutocomplete({ value, onChange, invalid }: OfficerAutocompleteProps) {
  const listId = useId();
  const [typed, setTyped] = useState(value?.username ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => setTyped(value?.username ?? ''), [value?.userId, value?.username]);

  const { options, busy } = useOfficerSearch(typed, open);

  const choose = (officer: Officer) => {
    onChange(officer);
    setTyped(officer.username);
    setOpen(false);
  };
  const showList = open && typed.trim() !== '';

  return (
    <Box position="relative" w="full">
      <Input
        size="sm"
        role="combobox"
        aria-label={text.officer}
        aria-expanded={showList}
        aria-controls={listId}
        aria-invalid={invalid || undefined}
        placeholder={text.officerPlaceholder}
        value={typed}
        data-testid="officer-input"
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setOpen(true);
          setActive(0);
          if (value) onChange(undefined);
        }}
        onFocus={() => setOpen(Boolean(typed) && !value)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (!showList || !options.length) return;
          if (event.key === 'ArrowDown') setActive((i) => (i + 1) % options.length);
          else if (event.key === 'ArrowUp') setActive((i) => (i - 1 + options.length) % options.length);
          else if (event.key === 'Enter') choose(options[active]);
          else if (event.key === 'Escape') setOpen(false);
          else return;
          event.preventDefault();
        }}
      />
      {showList && (
        <Stack id={listId} role="listbox" position="absolute" zIndex="dropdown" top="100%" left="0" right="0" mt="1" gap="0" bg="bg.panel" borderWidth="1px" rounded="md" shadow="md" maxH="16rem" overflowY="auto" data-testid="officer-options">
          {busy && !options.length && <Text px="3" py="2" fontSize="sm" color="fg.muted">{text.searching}</Text>}
          {!busy && !options.length && <Text px="3" py="2" fontSize="sm" color="fg.muted">{text.noOfficerFound}</Text>}
          {options.map((officer, i) => (
            <Box
              key={officer.userId}
              role="option"
              aria-selected={i === active}
              px="3"
              py="1.5"
              cursor="pointer"
              bg={i === active ? 'bg.muted' : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(officer)}
              data-testid="officer-option"
            >
              <Text fontSize="sm">{officer.username}</Text>
              <Text fontSize="xs" color="fg.muted">{officer.organName}</Text>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
