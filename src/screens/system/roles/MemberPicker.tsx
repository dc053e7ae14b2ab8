/** 添加成员: a dialog with the organisation-user tree (caller's unit and below); users are checked. */
import { useQuery } from '@apollo/client/react';
import { Box, Button, Checkbox, Dialog, HStack, IconButton, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MdChevronRight, MdExpandMore } from 'react-icons/md';
import { RoleOrganUserTreeDocument } from '../../../graphql/generated/graphql';
import { common } from '../../../messages/common';
import { roleText } from './role-text';

interface TreeNode {
  id: string;
  label: string;
  type: string;
  children?: readonly (TreeNode | null)[] | null;
}

const kids = (n: TreeNode) => (n.children ?? []).filter((c): c is TreeNode => !!c);

interface MemberPickerProps {
  open: boolean;
  busy?: boolean;
  onConfirm: (userIds: string[]) => void;
  onCancel: () => void;
}

export function MemberPicker({ open, busy, onConfirm, onCancel }: MemberPickerProps) {
  const { data } = useQuery(RoleOrganUserTreeDocument, { skip: !open });
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const flip = (id: string) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const roots = (data?.getOrganUserTree ?? []).filter((n): n is NonNullable<typeof n> => !!n) as TreeNode[];
  return (
    <Dialog.Root open={open} size="md" placement="center" scrollBehavior="inside" onOpenChange={(d) => !d.open && !busy && onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="member-picker">
            <Dialog.Header>
              <Dialog.Title>{roleText.chooseUsers}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {data ? (
                <Stack gap="0">
                  {roots.map((n) => (
                    <PickerNode key={n.id} node={n} depth={0} picked={picked} onFlip={flip} />
                  ))}
                </Stack>
              ) : (
                <Skeleton h="40" />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onCancel} disabled={busy}>
                {common.cancel}
              </Button>
              <Button size="sm" colorPalette="blue" loading={busy} disabled={!picked.size} onClick={() => onConfirm([...picked])} data-testid="member-picker-ok">
                {common.ok}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PickerNode({ node, depth, picked, onFlip }: { node: TreeNode; depth: number; picked: ReadonlySet<string>; onFlip: (id: string) => void }) {
  const [open, setOpen] = useState(depth === 0);
  if (node.type === 'user') {
    return (
      <HStack pl="7" py="0.5">
        <Checkbox.Root size="sm" checked={picked.has(node.id)} onCheckedChange={() => onFlip(node.id)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control>
            <Checkbox.Indicator />
          </Checkbox.Control>
          <Checkbox.Label>{node.label}</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
    );
  }
  const children = kids(node);
  return (
    <Box>
      <HStack gap="1" py="0.5">
        <IconButton size="2xs" variant="ghost" aria-label={open ? '收起' : '展开'} onClick={() => setOpen(!open)} disabled={!children.length}>
          {open ? <MdExpandMore /> : <MdChevronRight />}
        </IconButton>
        <Text fontWeight="medium">{node.label}</Text>
      </HStack>
      {open && (
        <Box pl="4">
          {children.map((c) => (
            <PickerNode key={c.id} node={c} depth={depth + 1} picked={picked} onFlip={onFlip} />
          ))}
        </Box>
      )}
    </Box>
  );
}
