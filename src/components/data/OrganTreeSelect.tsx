/**
 * A unit of the user's organisation tree (getGeneralOrganTree): a button showing the chosen unit opens the
 * tree with a search box (name, or pinyin initials such as "ft" for 福田), branches that expand and collapse,
 * arrow keys to move, Enter to choose. The empty choice (全部 / 请选择) comes first.
 */
import { useQuery } from '@apollo/client/react';
import { Box, Button, createTreeCollection, Input, Popover, Portal, Stack, Text, TreeView } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { MdChevronRight, MdExpandMore } from 'react-icons/md';
import { GetGeneralOrganTreeDocument } from '../../graphql/generated/graphql';
import { common } from '../../messages/common';
import { dataText } from './messages';
import { branchIds, organMatches, organNames, organTreeRoot, type OrganNode } from './organ-tree';
import { usePinyinMatcher } from './use-pinyin';

export interface OrganTreeSelectProps {
  value: string;
  onChange: (organId: string) => void;
  /** Text of the empty choice (请选择 by default). */
  placeholder?: string;
  label?: string;
  invalid?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
  testId?: string;
}

const LATIN = /[a-z]/i;

export function OrganTreeSelect({ value, onChange, placeholder = common.pleaseSelect, label, invalid, disabled, size = 'sm', testId = 'organ-select' }: OrganTreeSelectProps) {
  const { data } = useQuery(GetGeneralOrganTreeDocument, { fetchPolicy: 'cache-first' });
  const root = useMemo(() => organTreeRoot(data?.getGeneralOrganTree), [data]);
  const names = useMemo(() => organNames(root), [root]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const search = useRef<HTMLInputElement>(null);
  const pinyin = usePinyinMatcher(open && LATIN.test(query));

  const full = useMemo(() => createTreeCollection<OrganNode>({ rootNode: root, nodeToValue: (n) => n.id, nodeToString: (n) => n.name }), [root]);
  const collection = useMemo(() => (query.trim() ? full.filter((node) => organMatches(node.name, query, pinyin)) : full), [full, query, pinyin]);
  const searching = query.trim() !== '';
  // The top units start open so their brigades show; while searching every branch that holds a match is open.
  const shownExpanded = searching ? branchIds(collection.rootNode) : (expanded ?? (root.children ?? []).map((n) => n.id));
  const empty = searching && !(collection.rootNode.children?.length ?? 0);
  // A value the tree does not hold (outside the user's scope) still shows, as its id.
  const shown = value ? (names.get(value) ?? value) : placeholder;

  const choose = (organId: string) => {
    onChange(organId);
    setOpen(false);
    setQuery('');
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-start' }}
      initialFocusEl={() => search.current}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <Button
          variant="outline"
          size={size}
          width="full"
          justifyContent="space-between"
          fontWeight="normal"
          color={value ? 'fg' : 'fg.muted'}
          borderColor={invalid ? 'border.error' : undefined}
          disabled={disabled}
          aria-label={label ? `${label} ${shown}` : undefined}
          aria-invalid={invalid || undefined}
          data-testid={testId}
          data-value={value}
        >
          <Text as="span" truncate>
            {shown}
          </Text>
          <MdExpandMore aria-hidden />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="22rem" maxW="calc(100vw - 1rem)">
            <Popover.Body p="2">
              <Stack gap="1">
                <Input
                  ref={search}
                  size="sm"
                  value={query}
                  onChange={(event) => setQuery(event.currentTarget.value)}
                  placeholder={dataText.searchOrgan}
                  aria-label={dataText.searchOrgan}
                  data-testid={`${testId}-search`}
                />
                <Button size="xs" variant="ghost" justifyContent="flex-start" onClick={() => choose('')} data-testid={`${testId}-clear`}>
                  {placeholder}
                </Button>
                {empty && (
                  <Text fontSize="sm" color="fg.muted" px="2" py="1" data-testid={`${testId}-empty`}>
                    {dataText.noOrganMatch}
                  </Text>
                )}
                <Box maxH="18rem" overflowY="auto">
                  <TreeView.Root
                    size="sm"
                    collection={collection}
                    selectionMode="single"
                    selectedValue={value ? [value] : []}
                    onSelectionChange={(details) => details.selectedValue[0] && choose(details.selectedValue[0])}
                    expandedValue={shownExpanded}
                    onExpandedChange={(details) => !searching && setExpanded(details.expandedValue)}
                    expandOnClick={false}
                    aria-label={label ?? placeholder}
                    data-testid={`${testId}-tree`}
                  >
                    <TreeView.Tree>
                      <TreeView.Node<OrganNode>
                        render={({ node, nodeState }) =>
                          nodeState.isBranch ? (
                            <TreeView.BranchControl data-testid={`${testId}-node`} data-organ-id={node.id}>
                              <TreeView.BranchTrigger aria-label={nodeState.expanded ? dataText.collapse : dataText.expand}>
                                <TreeView.BranchIndicator>
                                  <MdChevronRight />
                                </TreeView.BranchIndicator>
                              </TreeView.BranchTrigger>
                              <TreeView.BranchText>{node.name}</TreeView.BranchText>
                            </TreeView.BranchControl>
                          ) : (
                            <TreeView.Item data-testid={`${testId}-node`} data-organ-id={node.id}>
                              <TreeView.ItemText>{node.name}</TreeView.ItemText>
                            </TreeView.Item>
                          )
                        }
                      />
                    </TreeView.Tree>
                  </TreeView.Root>
                </Box>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
