/** The login form: account, password and, when the server has it on, the image captcha. */
import { Alert, Button, chakra, Field, HStack, Image, Input, InputGroup, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { MdLock, MdPerson, MdVerifiedUser } from 'react-icons/md';
import { PasswordInput } from '../../components/ui/password-input';
import { auth } from '../../messages/auth';
import { validatorResolver } from '../resource/form-validator';
import { loginValidator, type LoginFormValues } from './login-validator';

export interface LoginCaptcha {
  /** The SVG image text from getVerifyCode. */
  svg: string;
  onRefresh: () => void;
}

export interface LoginFormProps {
  captcha?: LoginCaptcha;
  submitting: boolean;
  error?: string;
  onSubmit: (values: LoginFormValues) => void;
}

export function LoginForm({ captcha, submitting, error, onSubmit }: LoginFormProps) {
  const resolver = useMemo(() => validatorResolver(loginValidator(Boolean(captcha)), 'create'), [captcha]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: resolver as never,
    defaultValues: { account: '', password: '', captcha: '' },
  });

  return (
    <chakra.form noValidate onSubmit={handleSubmit(onSubmit)} data-testid="login-form">
      <Stack gap="4">
        {error && (
          <Alert.Root status="error" size="sm" data-testid="login-error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={Boolean(errors.account)} required>
          <Field.Label>{auth.account}</Field.Label>
          <InputGroup startElement={<MdPerson />}>
            <Input
              size="lg"
              autoComplete="username"
              placeholder={auth.accountPlaceholder}
              data-testid="login-account"
              {...register('account')}
            />
          </InputGroup>
          <Field.ErrorText>{errors.account?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label>{auth.password}</Field.Label>
          <PasswordInput
            startElement={<MdLock />}
            size="lg"
            autoComplete="current-password"
            placeholder={auth.passwordPlaceholder}
            data-testid="login-password"
            {...register('password')}
          />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        {captcha && (
          <Field.Root invalid={Boolean(errors.captcha)} required>
            <Field.Label>{auth.captcha}</Field.Label>
            <HStack w="full" gap="3">
              <InputGroup startElement={<MdVerifiedUser />} flex="1">
                <Input
                  size="lg"
                  autoComplete="off"
                  placeholder={auth.captchaPlaceholder}
                  data-testid="login-captcha"
                  {...register('captcha')}
                />
              </InputGroup>
              <Image
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`}
                alt={auth.captcha}
                title={auth.captchaRefresh}
                h="11"
                w="32"
                flexShrink={0}
                borderWidth="1px"
                borderRadius="md"
                bg="white"
                cursor="pointer"
                onClick={captcha.onRefresh}
                data-testid="login-captcha-image"
              />
            </HStack>
            <Field.ErrorText>{errors.captcha?.message}</Field.ErrorText>
          </Field.Root>
        )}
        <Button
          type="submit"
          size="lg"
          colorPalette="brand"
          loading={submitting}
          loadingText={auth.loggingIn}
          mt="2"
          data-testid="login-submit"
        >
          {auth.login}
        </Button>
      </Stack>
    </chakra.form>
  );
}
