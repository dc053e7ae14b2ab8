/** 查看角色 (route `view`): the role's facts and its menu-and-button grants for PC and for app. */
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Card, DataList, Heading, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { findRouteByName } from '../../../catalogue';
import { usePermission } from '../../../components/Permission';
import { GrantRoleMenusDocument, RoleDetailDocument, RoleMenuCatalogueDocument } from '../../../graphql/generated/graphql';
import { common } from '../../../messages/common';
import { notify } from '../../../lib/notify';
import { GrantTree } from './GrantTree';
import { buildGrantTree, checkedLeaves, grantIds, toggle, type GrantNode, type MenuEntry } from './grant-tree';
import { roleText } from './role-text';

type Client = 'pc' | 'app';
const CLIENTS: readonly Client[] = ['pc', 'app'];

export default function RoleGrantScreen() {
  const [params] = useSearchParams();
  const roleId = params.get('id') ?? '';
  const can = usePermission();
  const editButton = findRouteByName('jsgl')?.buttons.edit;
  const detail = useQuery(RoleDetailDocument, { variables: { roleId }, skip: !roleId, fetchPolicy: 'network-only' });
  const catalogue = useQuery(RoleMenuCatalogueDocument, { fetchPolicy: 'cache-first' });
  const [grant, { loading: saving }] = useMutation(GrantRoleMenusDocument);
  const [client, setClient] = useState<Client>('pc');
  const [edits, setEdits] = useState<Partial<Record<Client, Set<number>>>>({});

  const role = detail.data?.roleDetail;
  const entries = catalogue.data?.roleMenuCatalogue;
  const tree = useMemo(() => buildGrantTree((entries ?? []).filter((e) => !!e) as MenuEntry[]), [entries]);
  const granted = (c: Client) => ((c === 'pc' ? role?.pcMenuIds : role?.appMenuIds) ?? []).filter((id): id is number => typeof id === 'number');
  const checkedOf = (c: Client) => edits[c] ?? checkedLeaves(tree, granted(c));
  // The server decides: the three roles' grants are fixed (三员分立), and the caller needs 编辑.
  const locked = !!role && !role.allows.includes('grant');
  const editable = !locked && can(editButton);

  const onToggle = (node: GrantNode) => setEdits((prev) => ({ ...prev, [client]: toggle(node, prev[client] ?? checkedLeaves(tree, granted(client))) }));
  const save = async () => {
    for (const c of CLIENTS) {
      const set = edits[c];
      if (set) await grant({ variables: { input: { roleId, client: c, menuIds: grantIds(tree, set) } } });
    }
    setEdits({});
    await detail.refetch();
    notify.success(common.operationSuccess);
  };

  if (!roleId) return <Text p="6">{roleText.missingRole}</Text>;
  return (
    <Box p={{ base: '3', md: '6' }} data-testid="role-grant">
      <Stack gap="5">
        <Card.Root>
          <Card.Header>
            <Heading size="md">{roleText.info}</Heading>
          </Card.Header>
          <Card.Body>
            {role ? (
              <DataList.Root orientation="horizontal">
                {[
                  [roleText.name, role.name],
                  [roleText.code, role.code],
                  [roleText.description, role.description ?? '—'],
                  [roleText.memberCount, String(role.memberCount)],
                ].map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel>{label}</DataList.ItemLabel>
                    <DataList.ItemValue>{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            ) : (
              <Skeleton h="20" />
            )}
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <HStack justify="space-between">
              <Heading size="md">{roleText.grants}</Heading>
              {editable && (
                <Button size="sm" colorPalette="blue" onClick={save} loading={saving} disabled={!Object.keys(edits).length}>
                  {common.save}
                </Button>
              )}
            </HStack>
            {locked && <Text color="fg.muted" fontSize="sm">{roleText.adminLocked}</Text>}
          </Card.Header>
          <Card.Body>
            <Tabs.Root value={client} onValueChange={(e) => setClient(e.value as Client)}>
              <Tabs.List>
                <Tabs.Trigger value="pc">{roleText.pc}</Tabs.Trigger>
                <Tabs.Trigger value="app">{roleText.app}</Tabs.Trigger>
              </Tabs.List>
              {CLIENTS.map((c) => (
                <Tabs.Content key={c} value={c}>
                  {role && entries ? <GrantTree nodes={tree} checked={checkedOf(c)} onToggle={onToggle} disabled={!editable} /> : <Skeleton h="40" />}
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Box>
  );
}
