/** /login: brand panel and the login card; after login the guard opens the redirect target or '/'. */
import { Box, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { MdLocalFireDepartment } from 'react-icons/md';
import { SessionActorContext } from '../../app/session/session-context';
import { APP_TITLE } from '../../constants/layout';
import { auth } from '../../messages/auth';
import { LoginForm } from './LoginForm';
import type { LoginFormValues } from './login-validator';
import { useVerifyCode } from './use-verify-code';

export default function LoginScreen() {
  const session = SessionActorContext.useActorRef();
  const submitting = SessionActorContext.useSelector(
    (snapshot) => snapshot.matches('authenticating') || snapshot.matches('loadingUser'),
  );
  const error = SessionActorContext.useSelector((snapshot) => snapshot.context.error);
  const { verify, refetch } = useVerifyCode();
  // The server demands the captcha after the first failures of an account (or always, by setting):
  // after one failed attempt the form asks for it, so the next attempt carries it.
  const [attempts, setAttempts] = useState(0);
  const failedBefore = attempts > 1 || (attempts === 1 && !submitting && Boolean(error));
  const captchaEnabled = Boolean(verify?.svg) && (Boolean(verify?.enabled) || failedBefore);

  // A used captcha is spent: a failed attempt needs a fresh one.
  const lastError = useRef(error);
  useEffect(() => {
    if (error && error !== lastError.current) void refetch();
    lastError.current = error;
  }, [error, refetch]);

  const onSubmit = (values: LoginFormValues) => {
    setAttempts((n) => n + 1);
    session.send({
      type: 'login.submit',
      account: values.account.trim(),
      password: values.password,
      captchaKey: captchaEnabled ? (verify?.key ?? undefined) : undefined,
      captchaValue: captchaEnabled ? values.captcha.trim() : undefined,
    });
  };

  return (
    <Flex minH="100dvh" bg="navy.950" data-testid="login-screen">
      <Flex
        display={{ base: 'none', lg: 'flex' }}
        flex="1.2"
        direction="column"
        justify="space-between"
        p="12"
        color="white"
        bgImage="linear-gradient(135deg, {colors.navy.900} 0%, {colors.navy.700} 55%, {colors.fire.800} 100%)"
      >
        <Flex align="center" gap="3">
          <Icon as={MdLocalFireDepartment} boxSize="10" color="fire.400" />
          <Text fontSize="lg" fontWeight="semibold" letterSpacing="wider">
            {APP_TITLE}
          </Text>
        </Flex>
        <Stack gap="4" maxW="lg">
          <Heading size="4xl" lineHeight="shorter">
            {APP_TITLE}
          </Heading>
          <Text fontSize="lg" color="navy.100">
            {auth.loginSubtitle}
          </Text>
          <Box h="1" w="16" bg="fire.500" borderRadius="full" />
        </Stack>
        <Text fontSize="xs" color="navy.300">
          {auth.copyright}
        </Text>
      </Flex>
      <Flex flex="1" align="center" justify="center" p={{ base: '4', md: '10' }} bg={{ base: 'navy.950', lg: 'bg.subtle' }}>
        <Box w="full" maxW="420px" bg="bg" borderRadius="xl" boxShadow="xl" p={{ base: '6', md: '10' }} borderTopWidth="4px" borderTopColor="fire.500">
          <Stack gap="1" mb="8" align={{ base: 'center', lg: 'flex-start' }} textAlign={{ base: 'center', lg: 'start' }}>
            <Icon as={MdLocalFireDepartment} boxSize="10" color="fire.500" display={{ base: 'block', lg: 'none' }} />
            <Heading size={{ base: 'lg', md: 'xl' }} data-testid="login-brand">
              {APP_TITLE}
            </Heading>
            <Text color="fg.muted">{auth.loginTitle}</Text>
          </Stack>
          <LoginForm
            captcha={captchaEnabled && verify?.svg ? { svg: verify.svg, onRefresh: () => void refetch() } : undefined}
            submitting={submitting}
            error={error}
            onSubmit={onSubmit}
          />
        </Box>
      </Flex>
    </Flex>
  );
}
