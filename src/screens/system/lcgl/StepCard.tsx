/** One approval step of the editor: key, name, receiver, actions, time limit; move it up or down, or remove it. */
import { Box, Card, Field, HStack, IconButton, Input, List, SimpleGrid, Text } from '@chakra-ui/react';
import { MdArrowDownward, MdArrowUpward, MdDeleteOutline } from 'react-icons/md';
import { useController, useFormState, type Control } from 'react-hook-form';
import { MultiSelectInput } from '../../../components/data/MultiSelectInput';
import { FLOW_ACTION_NAMES, type FlowReceiverKind } from '../../../constants/flow-labels';
import { flowEditorText as t } from '../../../messages/flow-editor';
import type { Option } from '../../../resources/types';
import type { FlowFormValues } from './flow-form';
import { ReceiverInput } from './ReceiverInput';

const ACTION_OPTIONS: Option[] = Object.entries(FLOW_ACTION_NAMES).map(([value, label]) => ({ value, label }));

export interface StepCardProps {
  control: Control<FlowFormValues>;
  index: number;
  count: number;
  problems: readonly string[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

export function StepCard({ control, index, count, problems, onMove, onRemove }: StepCardProps) {
  const base = `steps.${index}` as const;
  const key = useController({ control, name: `${base}.key` });
  const name = useController({ control, name: `${base}.name` });
  const kind = useController({ control, name: `${base}.receiverKind` });
  const value = useController({ control, name: `${base}.receiverValue` });
  const actions = useController({ control, name: `${base}.actions` });
  const limit = useController({ control, name: `${base}.timeLimitHours` });
  const { isSubmitted } = useFormState({ control });
  const testId = `step-${index}`;
  // A step's own marks wait until it was left or a save was tried; the list under the diagram is always live.
  const reveal = isSubmitted || [key, name, actions, limit].some((each) => each.fieldState.isTouched);
  const shown = reveal ? problems : [];
  const mentions = (word: string) => shown.some((problem) => problem.includes(word));

  return (
    <Card.Root size="sm" variant="outline" data-testid={testId} borderColor={shown.length ? 'border.warning' : undefined}>
      <Card.Header flexDirection="row" alignItems="center" justifyContent="space-between" gap="2" pb="0">
        <HStack gap="2" minW="0">
          <Box as="span" flexShrink={0} bg="brand.solid" color="brand.contrast" rounded="full" w="6" h="6" display="grid" placeItems="center" fontSize="xs" fontWeight="semibold">
            {index + 1}
          </Box>
          <Text fontWeight="semibold" truncate>
            {name.field.value?.trim() || t.stepTitle(index)}
          </Text>
        </HStack>
        <HStack gap="1" flexShrink={0}>
          <IconButton size="xs" variant="ghost" aria-label={t.moveUp} title={t.moveUp} disabled={index === 0} onClick={() => onMove(index, index - 1)} data-testid={`${testId}-up`}>
            <MdArrowUpward />
          </IconButton>
          <IconButton size="xs" variant="ghost" aria-label={t.moveDown} title={t.moveDown} disabled={index === count - 1} onClick={() => onMove(index, index + 1)} data-testid={`${testId}-down`}>
            <MdArrowDownward />
          </IconButton>
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t.removeStep} title={t.removeStep} onClick={() => onRemove(index)} data-testid={`${testId}-remove`}>
            <MdDeleteOutline />
          </IconButton>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root required invalid={mentions('步骤名称')}>
            <Field.Label>
              {t.stepName}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input size="sm" {...name.field} value={name.field.value ?? ''} placeholder={t.stepName} data-testid={`${testId}-name`} />
          </Field.Root>
          <Field.Root required invalid={mentions('步骤标识')}>
            <Field.Label>
              {t.stepKey}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input size="sm" {...key.field} value={key.field.value ?? ''} placeholder={t.stepKeyHint} fontFamily="mono" data-testid={`${testId}-key`} />
          </Field.Root>
        </SimpleGrid>
        <ReceiverInput
          kind={kind.field.value}
          value={value.field.value ?? ''}
          onKindChange={(next) => {
            kind.field.onChange(next as FlowReceiverKind);
            value.field.onChange('');
          }}
          onValueChange={value.field.onChange}
          invalid={mentions('接收')}
          testId={`${testId}-receiver`}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" alignItems="start">
          {/* Not a Field.Root: its one control id would tie every checkbox label to the first checkbox. */}
          <Box role="group" aria-labelledby={`${testId}-actions-label`} gridColumn={{ sm: 'span 2' }}>
            <Text id={`${testId}-actions-label`} fontSize="sm" fontWeight="medium" mb="1.5" color={mentions('操作') ? 'fg.error' : undefined}>
              {t.actions}
              <Text as="span" color="fg.error" ms="1" aria-hidden>
                *
              </Text>
            </Text>
            <MultiSelectInput options={ACTION_OPTIONS} value={actions.field.value} onChange={actions.field.onChange} onBlur={actions.field.onBlur} testId={`${testId}-actions`} />
          </Box>
          <Field.Root invalid={mentions('办理时限')}>
            <Field.Label>{t.timeLimit}</Field.Label>
            <Input
              size="sm"
              type="number"
              min={1}
              name={limit.field.name}
              ref={limit.field.ref}
              onBlur={limit.field.onBlur}
              value={limit.field.value ?? ''}
              placeholder={t.timeLimitPlaceholder}
              onChange={(event) => limit.field.onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
              data-testid={`${testId}-limit`}
            />
          </Field.Root>
        </SimpleGrid>
        {shown.length > 0 && (
          <List.Root fontSize="xs" color="fg.warning" ps="4" data-testid={`${testId}-problems`}>
            {shown.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
