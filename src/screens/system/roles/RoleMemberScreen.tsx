/** 角色成员 (route `member`): the role's members in the caller's units, add from the tree, remove. */
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Card, Checkbox, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/data/ConfirmDialog';
import { Pagination } from '../../../components/data/Pagination';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../constants/paging';
import { AddRoleMembersDocument, RemoveRoleMembersDocument, RoleDetailDocument, RoleMemberPageDocument } from '../../../graphql/generated/graphql';
import { common } from '../../../messages/common';
import { notify } from '../../../lib/notify';
import { MemberPicker } from './MemberPicker';
import { roleText } from './role-text';

export default function RoleMemberScreen() {
  const [params] = useSearchParams();
  const roleId = params.get('id') ?? '';
  const [paging, setPaging] = useState({ current: DEFAULT_PAGE, size: DEFAULT_PAGE_SIZE });
  const [nameInput, setNameInput] = useState('');
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<'none' | 'add' | 'remove'>('none');
  const role = useQuery(RoleDetailDocument, { variables: { roleId }, skip: !roleId });
  const page = useQuery(RoleMemberPageDocument, {
    variables: { input: { roleId, current: paging.current, size: paging.size, name: name || undefined } },
    skip: !roleId,
    fetchPolicy: 'network-only',
  });
  const [addMembers, adding] = useMutation(AddRoleMembersDocument);
  const [removeMembers, removing] = useMutation(RemoveRoleMembersDocument);
  const rows = (page.data?.roleMemberPage?.records ?? []).filter((r): r is NonNullable<typeof r> => !!r);
  const total = page.data?.roleMemberPage?.total ?? 0;

  const done = async () => {
    setDialog('none');
    setSelected(new Set());
    await page.refetch();
    notify.success(common.operationSuccess);
  };
  const onAdd = async (userIds: string[]) => {
    await addMembers({ variables: { input: { roleId, userIds } } });
    await done();
  };
  const onRemove = async () => {
    await removeMembers({ variables: { input: { roleId, userIds: [...selected] } } });
    await done();
  };
  const flip = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (!roleId) return <Text p="6">{roleText.missingRole}</Text>;
  return (
    <Box p={{ base: '3', md: '6' }} data-testid="role-members">
      <Card.Root>
        <Card.Header>
          <Heading size="md">
            {roleText.members}
            {role.data?.roleDetail ? `：${role.data.roleDetail.name}` : ''}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <HStack gap="2" wrap="wrap">
              <Input size="sm" maxW="60" placeholder={roleText.userName} value={nameInput} onChange={(e) => setNameInput(e.target.value)} />
              <Button size="sm" onClick={() => { setName(nameInput.trim()); setPaging((p) => ({ ...p, current: DEFAULT_PAGE })); }}>
                {common.query}
              </Button>
              <Button size="sm" colorPalette="blue" onClick={() => setDialog('add')}>
                {roleText.addMembers}
              </Button>
              <Button size="sm" colorPalette="red" variant="outline" disabled={!selected.size} onClick={() => setDialog('remove')}>
                {roleText.removeMembers}
              </Button>
            </HStack>
            <Table.Root size="sm" variant="outline">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="10" />
                  <Table.ColumnHeader>{roleText.account}</Table.ColumnHeader>
                  <Table.ColumnHeader>{roleText.userName}</Table.ColumnHeader>
                  <Table.ColumnHeader>{roleText.organName}</Table.ColumnHeader>
                  <Table.ColumnHeader>{roleText.state}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row key={r.userId}>
                    <Table.Cell>
                      <Checkbox.Root size="sm" checked={selected.has(r.userId)} onCheckedChange={() => flip(r.userId)} aria-label={r.name}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
                    <Table.Cell>{r.account}</Table.Cell>
                    <Table.Cell>{r.name}</Table.Cell>
                    <Table.Cell>{r.organName}</Table.Cell>
                    <Table.Cell>{roleText.stateText[r.state] ?? r.state}</Table.Cell>
                  </Table.Row>
                ))}
                {!rows.length && !page.loading && (
                  <Table.Row>
                    <Table.Cell colSpan={5} textAlign="center" color="fg.muted">
                      {common.noData}
                    </Table.Cell>
                  </Table.Row>
                )}
              </Table.Body>
            </Table.Root>
            <Pagination
              current={paging.current}
              size={paging.size}
              total={total}
              sizes={PAGE_SIZES}
              onPage={(current) => setPaging((p) => ({ ...p, current }))}
              onSize={(size) => setPaging({ current: DEFAULT_PAGE, size })}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
      <MemberPicker open={dialog === 'add'} busy={adding.loading} onConfirm={onAdd} onCancel={() => setDialog('none')} />
      <ConfirmDialog open={dialog === 'remove'} message={roleText.confirmRemove} busy={removing.loading} danger onConfirm={onRemove} onCancel={() => setDialog('none')} />
    </Box>
  );
}
