/** Name, phone and email of the signed-in user. */
import { Button, chakra, Field, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { common } from '../../../messages/common';
import { screens } from '../../../messages/screens';
import { validatorResolver } from '../../resource/form-validator';
import { personalValidator, type PersonalFormValues } from '../../../resources/personal-input';

const resolver = validatorResolver(personalValidator, 'edit');

const text = screens.personal;

const FIELDS: { name: keyof PersonalFormValues; label: string; type: string; required?: boolean }[] = [
  { name: 'name', label: text.name, type: 'text', required: true },
  { name: 'phone', label: text.phone, type: 'tel' },
  { name: 'email', label: text.email, type: 'email' },
];

export interface PersonalFormProps {
  initial: PersonalFormValues;
  submitting: boolean;
  onSubmit: (values: PersonalFormValues) => void;
}

export function PersonalForm({ initial, submitting, onSubmit }: PersonalFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<PersonalFormValues>({ resolver: resolver as never, values: initial });

  return (
    <chakra.form noValidate onSubmit={handleSubmit(onSubmit)} data-testid="personal-form">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {FIELDS.map((field) => (
          <Field.Root key={field.name} invalid={Boolean(errors[field.name])} required={field.required}>
            <Field.Label>{field.label}</Field.Label>
            <Input type={field.type} data-testid={`personal-${field.name}`} {...register(field.name)} />
            <Field.ErrorText>{errors[field.name]?.message}</Field.ErrorText>
          </Field.Root>
        ))}
      </SimpleGrid>
      <HStack gap="3" mt="6">
        <Button type="submit" colorPalette="brand" loading={submitting} disabled={!isDirty} data-testid="personal-submit">
          {common.save}
        </Button>
        <Button variant="outline" onClick={() => reset(initial)}>
          {common.reset}
        </Button>
      </HStack>
    </chakra.form>
  );
}
