/**
 * 接收人: the organisation-user tree (the caller's unit and below; everything for an administrator) with a
 * search box. People are checked one by one; checking a unit sends to all of its people and its subordinate units.
 */
import { useQuery } from '@apollo/client/react';
import { Box, Checkbox, CloseButton, HStack, IconButton, Input, Skeleton, Stack, Tag, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { MdChevronRight, MdExpandMore } from 'react-icons/md';
import { MessageReceiverTreeDocument } from '../../../graphql/generated/graphql';
import { messageText as text } from '../../../messages/message-centre';
import { cleanTree, filterTree, namesOf, toggle, type ReceiverValue, type TreeNode } from './receiver-tree';

export interface ReceiverPickerProps {
  value: ReceiverValue;
  onChange: (value: ReceiverValue) => void;
  invalid?: boolean;
}

export function ReceiverPicker({ value, onChange, invalid }: ReceiverPickerProps) {
  const { data, loading } = useQuery(MessageReceiverTreeDocument);
  const tree = useMemo(() => cleanTree(data?.getOrganUserTree), [data]);
  const names = useMemo(() => namesOf(tree), [tree]);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterTree(tree, query), [tree, query]);
  const chosen = new Set([...value.receiverIds, ...value.organIds]);
  const flip = (node: TreeNode) => onChange(toggle(value, node));
  const remove = (id: string) => onChange({ receiverIds: value.receiverIds.filter((x) => x !== id), organIds: value.organIds.filter((x) => x !== id) });

  return (
    <Stack gap="2" data-testid="receiver-picker">
      <HStack gap="1.5" wrap="wrap" minH="8" data-testid="receiver-chosen">
        {chosen.size === 0 ? (
          <Text fontSize="sm" color={invalid ? 'fg.error' : 'fg.muted'}>
            {text.noReceiversChosen}
          </Text>
        ) : (
          [...value.organIds, ...value.receiverIds].map((id) => (
            <Tag.Root key={id} size="md" colorPalette={value.organIds.includes(id) ? 'teal' : 'blue'}>
              <Tag.Label>{names.get(id) ?? id}</Tag.Label>
              <Tag.EndElement>
                <CloseButton size="2xs" aria-label={text.removeReceiver(names.get(id) ?? id)} onClick={() => remove(id)} />
              </Tag.EndElement>
            </Tag.Root>
          ))
        )}
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {text.selectedReceivers(value.receiverIds.length, value.organIds.length)}
      </Text>
      <Input size="sm" placeholder={text.searchReceivers} value={query} onChange={(event) => setQuery(event.currentTarget.value)} data-testid="receiver-search" />
      <Box borderWidth="1px" borderColor={invalid ? 'border.error' : 'border'} borderRadius="md" p="2" maxH="80" overflowY="auto">
        {loading && !data ? (
          <Skeleton h="32" />
        ) : (
          shown.map((node) => <PickerNode key={node.id} node={node} depth={0} chosen={chosen} searching={Boolean(query.trim())} onFlip={flip} />)
        )}
      </Box>
    </Stack>
  );
}

interface NodeProps {
  node: TreeNode;
  depth: number;
  chosen: ReadonlySet<string>;
  searching: boolean;
  onFlip: (node: TreeNode) => void;
}

function Check({ node, chosen, onFlip, label }: Pick<NodeProps, 'node' | 'chosen' | 'onFlip'> & { label: string }) {
  return (
    <Checkbox.Root size="sm" checked={chosen.has(node.id)} onCheckedChange={() => onFlip(node)} data-testid={`receiver-${node.type}-${node.id}`}>
      <Checkbox.HiddenInput />
      <Checkbox.Control>
        <Checkbox.Indicator />
      </Checkbox.Control>
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function PickerNode({ node, depth, chosen, searching, onFlip }: NodeProps) {
  const [open, setOpen] = useState(depth === 0);
  if (node.type === 'user') {
    return (
      <HStack pl="7" py="0.5">
        <Check node={node} chosen={chosen} onFlip={onFlip} label={node.label} />
      </HStack>
    );
  }
  const expanded = open || searching;
  return (
    <Box>
      <HStack gap="1" py="0.5">
        <IconButton size="2xs" variant="ghost" aria-label={expanded ? '收起' : '展开'} onClick={() => setOpen(!open)} disabled={!node.children.length}>
          {expanded ? <MdExpandMore /> : <MdChevronRight />}
        </IconButton>
        <Check node={node} chosen={chosen} onFlip={onFlip} label={node.label} />
      </HStack>
      {expanded && (
        <Box pl="4">
          {node.children.map((child) => (
            <PickerNode key={child.id} node={child} depth={depth + 1} chosen={chosen} searching={searching} onFlip={onFlip} />
          ))}
        </Box>
      )}
    </Box>
  );
}
