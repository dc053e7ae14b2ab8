/** A menu-and-button tree with tri-state checkboxes; branches fold so the whole catalogue stays usable. */
import { Badge, Box, Checkbox, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MdChevronRight, MdExpandMore } from 'react-icons/md';
import { checkState, type GrantNode } from './grant-tree';

/** Levels up to this one start unfolded. */
const OPEN_LEVEL = 1;

interface GrantTreeProps {
  nodes: readonly GrantNode[];
  checked: ReadonlySet<number>;
  onToggle: (node: GrantNode) => void;
  disabled?: boolean;
}

export function GrantTree({ nodes, checked, onToggle, disabled }: GrantTreeProps) {
  return (
    <Stack gap="0" role="tree">
      {nodes.map((node) => (
        <GrantBranch key={node.menuId} node={node} checked={checked} onToggle={onToggle} disabled={disabled} />
      ))}
    </Stack>
  );
}

function GrantBranch({ node, checked, onToggle, disabled }: Omit<GrantTreeProps, 'nodes'> & { node: GrantNode }) {
  const [open, setOpen] = useState(node.level <= OPEN_LEVEL);
  const state = checkState(node, checked);
  const hasChildren = node.children.length > 0;
  return (
    <Box role="treeitem" aria-expanded={hasChildren ? open : undefined} data-menu-id={node.menuId}>
      <HStack gap="1" py="0.5">
        {hasChildren ? (
          <IconButton size="2xs" variant="ghost" aria-label={open ? '收起' : '展开'} onClick={() => setOpen(!open)}>
            {open ? <MdExpandMore /> : <MdChevronRight />}
          </IconButton>
        ) : (
          <Box w="6" />
        )}
        <Checkbox.Root
          size="sm"
          checked={state === 'indeterminate' ? 'indeterminate' : state === 'checked'}
          onCheckedChange={() => onToggle(node)}
          disabled={disabled}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control>
            <Checkbox.Indicator />
          </Checkbox.Control>
          <Checkbox.Label>
            <Text as="span">{node.title}</Text>
          </Checkbox.Label>
        </Checkbox.Root>
        {node.kind === 'button' && (
          <Badge size="xs" variant="subtle" colorPalette="gray">
            按钮
          </Badge>
        )}
      </HStack>
      {hasChildren && open && (
        <Box pl="6">
          <GrantTree nodes={node.children} checked={checked} onToggle={onToggle} disabled={disabled} />
        </Box>
      )}
    </Box>
  );
}
