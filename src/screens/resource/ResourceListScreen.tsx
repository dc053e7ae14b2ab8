/** The generic list: filters, toolbar, server-paged table, pagination, confirm dialog. */
import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Permission } from '../../components/Permission';
import { ConfirmDialog } from '../../components/data/ConfirmDialog';
import { NoticeDialog } from '../../components/data/NoticeDialog';
import { DataTable, type TableRow } from '../../components/data/DataTable';
import { FilterBar } from '../../components/data/FilterBar';
import { Pagination } from '../../components/data/Pagination';
import { RelatedListDialog } from '../../components/data/RelatedListDialog';
import { dataText } from '../../components/data/messages';
import { onNotice, onResync } from '../../app/notice/notice-events';
import { PAGE_SIZES } from '../../constants/paging';
import { notify } from '../../lib/notify';
import { inspect } from '../../machines/inspection';
import { resourceListMachine, selectedRows, type ListRow } from '../../machines/resource-list';
import { common } from '../../messages/common';
import type { AnyResource, ColumnDef } from '../../resources/types';
import type { FlatRoute } from '../../catalogue';
import { confirmTextOf } from './action-text';
import { rowActionShown } from './action-visibility';
import { listActors } from './list-actors';
import { ListToolbar } from './ListToolbar';
import { changeCount, onResourceChanged } from './resource-events';
import { useOpenChild, useOpenRoute } from './use-child-navigation';

type Action = NonNullable<AnyResource['actions']>[number];

function browserStorage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

export interface ResourceListScreenProps {
  definition: AnyResource;
  route: FlatRoute;
}

export function ResourceListScreen({ definition, route }: ResourceListScreenProps) {
  const client = useApolloClient();
  const { search } = useLocation();
  const fromUrl = useMemo(() => definition.list.filtersFromQuery?.(new URLSearchParams(search)), [definition, search]);
  const urlKey = JSON.stringify(fromUrl ?? {});
  const logic = useMemo(() => resourceListMachine.provide({ actors: listActors(client, definition) }), [client, definition]);
  const [state, send] = useMachine(logic, {
    inspect,
    input: {
      name: definition.name,
      rowKey: definition.rowKey,
      defaultFilters: definition.list.defaultFilters,
      initialFilters: fromUrl && { ...definition.list.defaultFilters, ...fromUrl },
      defaultSort: definition.list.defaultSort,
      pageSizes: PAGE_SIZES,
      storage: browserStorage(),
    },
  });
  const openChild = useOpenChild(route);
  const openRoute = useOpenRoute(route);
  // A kept-alive list opened again with other URL filters (the dashboard's cards) applies them.
  const firstUrlKey = useRef(urlKey);
  useEffect(() => {
    if (urlKey === firstUrlKey.current) return;
    firstUrlKey.current = urlKey;
    if (fromUrl) send({ type: 'filters.apply', filters: { ...definition.list.defaultFilters, ...fromUrl } });
  }, [urlKey, fromUrl, definition, send]);
  const [listing, setListing] = useState<{ action: Action; row: ListRow }>();
  // The change count this list has shown; effects pause while the tab is hidden, so catch up on return.
  const seenChanges = useRef(changeCount(definition.name));
  useEffect(
    () =>
      onResourceChanged(
        definition.name,
        () => {
          seenChanges.current = changeCount(definition.name);
          send({ type: 'list.reload' });
        },
        seenChanges.current,
      ),
    [definition.name, send],
  );

  const reloadOnNotice = definition.list.reloadOnNotice === true;
  useEffect(() => {
    if (!reloadOnNotice) return;
    const reload = () => send({ type: 'list.reload' });
    const offNotice = onNotice(reload);
    const offResync = onResync(reload);
    return () => {
      offNotice();
      offResync();
    };
  }, [reloadOnNotice, send]);

  const { query, rows, total, selected, pending, error } = state.context;
  const columns = useMemo<ColumnDef<TableRow>[]>(
    () => Object.entries(definition.list.columns).map(([key, spec]) => ({ key, ...(spec as object) }) as ColumnDef<TableRow>),
    [definition],
  );
  const rowActions = (definition.actions ?? []).filter((action) => action.scope === 'row');
  const selectable = definition.list.selectable ?? (definition.actions ?? []).some((action) => action.scope === 'bulk');
  const idOf = (row: ListRow) => String(row[definition.rowKey] ?? '');

  const request = (action: Action, chosen: ListRow[]) => {
    if (action.openRoute && chosen[0]) {
      openRoute(action.openRoute.route, action.openRoute.query(chosen[0]));
      return;
    }
    if (action.navigate) {
      openChild(action.navigate, chosen[0] ? idOf(chosen[0]) : undefined, action.navigateParam);
      return;
    }
    if (action.list) {
      setListing({ action, row: chosen[0] });
      return;
    }
    if (action.open && chosen[0]) {
      action.open(chosen[0]);
      return;
    }
    if (action.scope === 'bulk' && chosen.length === 0) {
      notify.warning(common.selectFirst);
      return;
    }
    send({ type: 'action.request', key: action.key, rows: chosen, confirm: confirmTextOf(action), prompt: action.prompt, successMessage: action.successMessage });
  };
  const pendingAction = definition.actions?.find((action) => action.key === pending?.key);

  return (
    <Box p={{ base: '3', md: '5' }} data-testid={`resource-list-${definition.name}`}>
      <Stack gap="4">
        {definition.list.filters?.length ? (
          <FilterBar
            key={urlKey}
            filters={definition.list.filters}
            values={query.filters}
            defaults={definition.list.defaultFilters}
            onApply={(filters) => send({ type: 'filters.apply', filters })}
            onReset={() => send({ type: 'filters.reset' })}
          />
        ) : null}
        <ListToolbar
          definition={definition}
          filters={query.filters}
          selectedRows={selectedRows(state.context)}
          onAction={request}
          onImported={() => send({ type: 'list.reload' })}
        />
        {state.matches('error') ? (
          <Stack align="center" py="10" gap="3" data-testid="list-error">
            <Text color="fg.error">{error ?? dataText.loadFailed}</Text>
            <Button size="sm" variant="outline" onClick={() => send({ type: 'list.reload' })}>
              {dataText.retry}
            </Button>
          </Stack>
        ) : (
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={definition.rowKey}
            loading={state.matches('loading')}
            skeletonRows={Math.min(query.size, 10)}
            selectable={selectable}
            selected={selected}
            onToggleRow={(id) => send({ type: 'selection.toggle', id })}
            onToggleAll={(all) => send({ type: all ? 'selection.all' : 'selection.clear' })}
            sort={query.sort}
            onSort={(sort) => send({ type: 'sort.change', sort })}
            rowActions={
              rowActions.length
                ? (row) =>
                    rowActions
                      .filter((action) => rowActionShown(action, row))
                      .map((action) => (
                        <Permission key={action.key} id={action.buttonId}>
                          <Button
                            size="xs"
                            variant="ghost"
                            colorPalette={action.danger ? 'red' : 'blue'}
                            onClick={() => request(action, [row])}
                            data-testid={`row-action-${action.key}`}
                          >
                            {action.label}
                          </Button>
                        </Permission>
                      ))
                : undefined
            }
          />
        )}
        <Pagination
          current={query.current}
          size={query.size}
          total={total}
          sizes={PAGE_SIZES}
          onPage={(current) => send({ type: 'page.change', current })}
          onSize={(size) => send({ type: 'page.resize', size })}
        />
      </Stack>
      <ConfirmDialog
        open={state.matches('confirming') || (state.matches('acting') && Boolean(pending?.confirm || pending?.prompt))}
        message={pending?.confirm ?? ''}
        prompt={pending?.prompt}
        busy={state.matches('acting')}
        danger={pendingAction?.danger}
        onConfirm={(comment) => send({ type: 'confirm.accept', comment })}
        onCancel={() => send({ type: 'confirm.cancel' })}
      />
      <NoticeDialog message={state.context.notice?.message} copy={state.context.notice?.copy} onClose={() => send({ type: 'notice.dismiss' })} />
      {listing?.action.list && <RelatedListDialog spec={listing.action.list} parent={listing.row} onClose={() => setListing(undefined)} />}
    </Box>
  );
}
