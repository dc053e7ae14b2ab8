/** Old password, new password, confirmation; validated by editPasswordValidator. */
import { Button, chakra, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordInput } from '../../../components/ui/password-input';
import { auth } from '../../../messages/auth';
import { common } from '../../../messages/common';
import { validatorResolver } from '../../resource/form-validator';
import type { PasswordPolicy } from '../../../shared/password-policy';
import { DEFAULT_PASSWORD_POLICY, editPasswordValidator, type EditPasswordValues } from './password-validator';

export interface EditPasswordFormProps {
  account?: string;
  /** The configured password policy (系统配置); the built-in one until it arrives. */
  policy?: PasswordPolicy;
  submitting: boolean;
  onSubmit: (values: EditPasswordValues) => void;
}

const FIELDS: { name: keyof EditPasswordValues; label: string; autoComplete: string }[] = [
  { name: 'oldPassword', label: auth.oldPassword, autoComplete: 'current-password' },
  { name: 'newPassword', label: auth.newPassword, autoComplete: 'new-password' },
  { name: 'confirmPassword', label: auth.confirmPassword, autoComplete: 'new-password' },
];

export function EditPasswordForm({ account, policy = DEFAULT_PASSWORD_POLICY, submitting, onSubmit }: EditPasswordFormProps) {
  const resolver = useMemo(() => validatorResolver(editPasswordValidator(account, policy), 'edit'), [account, policy]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EditPasswordValues>({
    resolver: resolver as never,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  return (
    <chakra.form noValidate onSubmit={handleSubmit(onSubmit)} data-testid="edit-password-form">
      <Stack gap="5">
        <Text color="fg.muted" fontSize="sm">
          {auth.passwordRules(policy.minLength, policy.maxLength, policy.minClasses)}
        </Text>
        {FIELDS.map((field) => (
          <Field.Root key={field.name} invalid={Boolean(errors[field.name])} required>
            <Field.Label>{field.label}</Field.Label>
            <PasswordInput autoComplete={field.autoComplete} data-testid={`password-${field.name}`} {...register(field.name)} />
            <Field.ErrorText data-testid={`password-${field.name}-error`}>{errors[field.name]?.message}</Field.ErrorText>
          </Field.Root>
        ))}
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={submitting} data-testid="password-submit">
            {common.submit}
          </Button>
          <Button variant="outline" onClick={() => reset()}>
            {common.reset}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
