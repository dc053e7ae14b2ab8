/** 修改密码: on success the session logs out and the user signs in again with the new password. */
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Card, Heading } from '@chakra-ui/react';
import { SessionActorContext, useSessionContext } from '../../../app/session/session-context';
import { PasswordPolicyDocument, UpdatePasswordDocument } from '../../../graphql/generated/graphql';
import { notify } from '../../../lib/notify';
import { auth } from '../../../messages/auth';
import { EditPasswordForm } from './EditPasswordForm';
import type { EditPasswordValues } from './password-validator';

export default function EditPasswordScreen() {
  const session = SessionActorContext.useActorRef();
  const account = useSessionContext((context) => context.userCode);
  const [updatePassword, { loading }] = useMutation(UpdatePasswordDocument);
  const policy = useQuery(PasswordPolicyDocument).data?.passwordPolicy ?? undefined;

  const onSubmit = async (values: EditPasswordValues) => {
    // Failures are shown by the error link; the form stays as it is.
    await updatePassword({ variables: { input: { oldPassword: values.oldPassword, newPassword: values.newPassword } } });
    notify.success(auth.passwordChanged);
    session.send({ type: 'session.passwordChanged' });
  };

  return (
    <Box p={{ base: '3', md: '6' }} data-testid="edit-password">
      <Card.Root maxW="xl" mx="auto">
        <Card.Header>
          <Heading size="md">{auth.editPasswordTitle}</Heading>
        </Card.Header>
        <Card.Body>
          <EditPasswordForm
            account={account}
            policy={policy}
            submitting={loading}
            onSubmit={(values) => {
              onSubmit(values).catch(() => undefined);
            }}
          />
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
