/** The ordered steps of a definition: add, remove, move up or down; each step's problems under it. */
import { Button, Stack, Text } from '@chakra-ui/react';
import { MdAdd } from 'react-icons/md';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { flowEditorText as t } from '../../../messages/flow-editor';
import { freshKey, newStep, stepProblems, type FlowFormValues } from './flow-form';
import { StepCard } from './StepCard';

export interface StepsEditorProps {
  control: Control<FlowFormValues>;
  problems: readonly string[];
  /** The steps' own message after a refused save. */
  error?: string;
}

export function StepsEditor({ control, problems, error }: StepsEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'steps' });
  const steps = useWatch({ control, name: 'steps' });
  const add = () => append({ ...newStep(fields.length), key: freshKey(steps ?? []) }, { shouldFocus: false });
  return (
    <Stack gap="3" data-testid="steps-editor">
      {fields.length === 0 && (
        <Text color="fg.muted" fontSize="sm" textAlign="center" py="6" borderWidth="1px" borderStyle="dashed" rounded="md" data-testid="steps-empty">
          {t.noSteps}
        </Text>
      )}
      {fields.map((field, index) => (
        <StepCard key={field.id} control={control} index={index} count={fields.length} problems={stepProblems(problems, index)} onMove={move} onRemove={remove} />
      ))}
      {error && (
        <Text color="fg.error" fontSize="sm" data-testid="steps-error">
          {error}
        </Text>
      )}
      <Button variant="outline" size="sm" alignSelf="flex-start" onClick={add} data-testid="step-add">
        <MdAdd />
        {t.addStep}
      </Button>
    </Stack>
  );
}
