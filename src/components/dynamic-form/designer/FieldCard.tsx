/** The editor of one designed field: its properties, its options, and moving or removing it. */
import { Badge, Box, Checkbox, Field, HStack, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MdArrowDownward, MdArrowUpward, MdDeleteOutline } from 'react-icons/md';
import { FORM_FIELD_KIND_NAMES, FORM_FIELD_KINDS, isChoiceKind, isLengthKind, type FormFieldDraft, type FormFieldKind } from '../../../constants/form-fields';
import { designerText as t } from '../../../messages/dynamic-form';
import { OptionsEditor, starterOptions } from './OptionsEditor';

export interface FieldCardProps {
  field: FormFieldDraft;
  index: number;
  count: number;
  /** The first problem of this field (same words as the server's). */
  problem?: string;
  onChange: (field: FormFieldDraft) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  readOnly?: boolean;
  testId: string;
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const shown = (v: number | null | undefined) => (v === null || v === undefined || Number.isNaN(v) ? '' : String(v));

function Prop({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label fontSize="xs">{label}</Field.Label>
      {children}
    </Field.Root>
  );
}

export function FieldCard({ field, index, count, problem, onChange, onMove, onRemove, readOnly, testId }: FieldCardProps) {
  const set = (change: Partial<FormFieldDraft>) => onChange({ ...field, ...change });
  const setKind = (kind: FormFieldKind) => {
    const options = field.options?.length ? field.options : starterOptions();
    set({ kind, options: isChoiceKind(kind) ? options : field.options });
  };
  const id = (part: string) => `${testId}-${part}`;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" borderColor={problem ? 'border.error' : 'border'} data-testid={testId}>
      <HStack justify="space-between" gap="2" mb="2" wrap="wrap">
        <HStack gap="2" minW="0">
          <Badge colorPalette="brand">{t.fieldNo(index)}</Badge>
          <Text fontWeight="medium" truncate>
            {field.label || field.key}
          </Text>
        </HStack>
        <HStack gap="1">
          <IconButton size="xs" variant="ghost" aria-label={t.moveUp} disabled={readOnly || index === 0} onClick={() => onMove(-1)} data-testid={id('up')}>
            <MdArrowUpward />
          </IconButton>
          <IconButton size="xs" variant="ghost" aria-label={t.moveDown} disabled={readOnly || index === count - 1} onClick={() => onMove(1)} data-testid={id('down')}>
            <MdArrowDownward />
          </IconButton>
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t.remove} disabled={readOnly} onClick={onRemove} data-testid={id('remove')}>
            <MdDeleteOutline />
          </IconButton>
        </HStack>
      </HStack>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Prop label={t.label}>
            <Input size="sm" value={field.label} readOnly={readOnly} onChange={(e) => set({ label: e.currentTarget.value })} data-testid={id('label')} />
          </Prop>
          <Prop label={t.key}>
            <Input size="sm" value={field.key} placeholder={t.keyHint} readOnly={readOnly} onChange={(e) => set({ key: e.currentTarget.value })} data-testid={id('key')} />
          </Prop>
          <Prop label={t.kind}>
            <NativeSelect.Root size="sm" disabled={readOnly}>
              <NativeSelect.Field value={field.kind} onChange={(e) => setKind(e.currentTarget.value as FormFieldKind)} data-testid={id('kind')}>
                {FORM_FIELD_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {FORM_FIELD_KIND_NAMES[kind]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Prop>
          <Prop label={t.placeholder}>
            <Input size="sm" value={field.placeholder ?? ''} readOnly={readOnly} onChange={(e) => set({ placeholder: e.currentTarget.value })} data-testid={id('placeholder')} />
          </Prop>
          {isLengthKind(field.kind) && (
            <Prop label={t.maxLength}>
              <Input size="sm" type="number" min={1} value={shown(field.maxLength)} readOnly={readOnly} onChange={(e) => set({ maxLength: numberOrNull(e.currentTarget.value) })} data-testid={id('maxLength')} />
            </Prop>
          )}
          {field.kind === 'number' && (
            <>
              <Prop label={t.min}>
                <Input size="sm" type="number" value={shown(field.min)} readOnly={readOnly} onChange={(e) => set({ min: numberOrNull(e.currentTarget.value) })} data-testid={id('min')} />
              </Prop>
              <Prop label={t.max}>
                <Input size="sm" type="number" value={shown(field.max)} readOnly={readOnly} onChange={(e) => set({ max: numberOrNull(e.currentTarget.value) })} data-testid={id('max')} />
              </Prop>
            </>
          )}
        </SimpleGrid>
        <HStack gap="5" wrap="wrap">
          {field.kind !== 'switch' && (
            <Checkbox.Root size="sm" checked={field.required === true} disabled={readOnly} onCheckedChange={(d) => set({ required: d.checked === true })}>
              <Checkbox.HiddenInput data-testid={id('required')} />
              <Checkbox.Control />
              <Checkbox.Label>{t.required}</Checkbox.Label>
            </Checkbox.Root>
          )}
          <Checkbox.Root size="sm" checked={field.wide === true} disabled={readOnly} onCheckedChange={(d) => set({ wide: d.checked === true })}>
            <Checkbox.HiddenInput data-testid={id('wide')} />
            <Checkbox.Control />
            <Checkbox.Label>{t.wide}</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        {isChoiceKind(field.kind) && <OptionsEditor options={field.options ?? []} onChange={(options) => set({ options })} readOnly={readOnly} testId={id('options')} />}
        {problem && (
          <Text color="fg.error" fontSize="sm" data-testid={id('problem')}>
            {problem}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
