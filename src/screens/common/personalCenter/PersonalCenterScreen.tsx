/** 个人中心: the user's account facts and an editable name, phone and email. */
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, DataList, Heading, HStack, Skeleton, Stack, Wrap } from '@chakra-ui/react';
import { MdLockReset } from 'react-icons/md';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toUserInfo } from '../../../app/session/session-actors';
import { SessionActorContext } from '../../../app/session/session-context';
import { EDIT_PASSWORD_ROUTE_NAME, findRouteByName } from '../../../catalogue';
import { GetPersonalInfoDocument, UpdatePersonalCenterDocument } from '../../../graphql/generated/graphql';
import { notify } from '../../../lib/notify';
import { formatTime } from '../../../lib/time';
import { screens } from '../../../messages/screens';
import { PersonalForm } from './PersonalForm';
import { toPersonalInput, type PersonalFormValues } from '../../../resources/personal-input';

const text = screens.personal;

export default function PersonalCenterScreen() {
  const navigate = useNavigate();
  const session = SessionActorContext.useActorRef();
  const { data, loading } = useQuery(GetPersonalInfoDocument, { fetchPolicy: 'cache-and-network' });
  const [update, { loading: saving }] = useMutation(UpdatePersonalCenterDocument);
  const info = data?.getPersonalInfo;

  const onSubmit = async (values: PersonalFormValues) => {
    const { name, phone, email } = toPersonalInput(values);
    const result = await update({
      variables: { input: { name, phone: phone || undefined, email: email || undefined } },
      refetchQueries: [GetPersonalInfoDocument],
    });
    const updated = result.data?.updatePersonalCenter;
    if (updated) session.send({ type: 'session.profileUpdated', userInfo: toUserInfo(updated) });
    notify.success(text.saved);
  };

  const editPasswordPath = findRouteByName(EDIT_PASSWORD_ROUTE_NAME)?.fullPath;
  const facts: { label: string; value: ReactNode }[] = info
    ? [
        { label: text.userCode, value: info.userCode },
        { label: text.unit, value: info.unitName ?? '—' },
        {
          label: text.roles,
          value: (
            <Wrap gap="1">
              {(info.roles ?? []).map((role) => (
                <Badge key={String(role?.roleId)} colorPalette="blue" variant="subtle" title={role?.description ?? undefined}>
                  {role?.roleName}
                </Badge>
              ))}
            </Wrap>
          ),
        },
        { label: text.lastLogin, value: info.lastLoginAt ? formatTime(info.lastLoginAt) : '—' },
        { label: text.passwordChangedAt, value: info.passwordChangedAt ? formatTime(info.passwordChangedAt) : '—' },
      ]
    : [];

  return (
    <Box p={{ base: '3', md: '6' }} data-testid="personal-center">
      <Stack gap="5" maxW="4xl" mx="auto">
        <Card.Root>
          <Card.Header>
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Heading size="md">{text.title}</Heading>
              {editPasswordPath && (
                <Button size="sm" variant="outline" onClick={() => navigate(editPasswordPath)}>
                  <MdLockReset /> {text.editPassword}
                </Button>
              )}
            </HStack>
          </Card.Header>
          <Card.Body>
            {loading && !info ? (
              <Stack gap="3">
                {[0, 1, 2, 3].map((row) => (
                  <Skeleton key={row} h="5" />
                ))}
              </Stack>
            ) : (
              <DataList.Root orientation="horizontal" size="md">
                {facts.map((fact) => (
                  <DataList.Item key={fact.label}>
                    <DataList.ItemLabel minW="7em">{fact.label}</DataList.ItemLabel>
                    <DataList.ItemValue>{fact.value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            )}
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Heading size="sm">{text.basicInfo}</Heading>
          </Card.Header>
          <Card.Body>
            {info ? (
              <PersonalForm
                initial={{ name: info.name ?? '', phone: info.phone ?? '', email: info.email ?? '' }}
                submitting={saving}
                onSubmit={(values) => {
                  onSubmit(values).catch(() => undefined);
                }}
              />
            ) : (
              <Skeleton h="24" />
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
    </Box>
  );
}
