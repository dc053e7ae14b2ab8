/** Toolbar and bulk actions, export and import above the table, each behind its button grant. */
import { Button, HStack } from '@chakra-ui/react';
import { Permission } from '../../components/Permission';
import { ExportButton } from '../../components/data/ExportButton';
import { ImportDialog } from '../../components/data/ImportDialog';
import type { ListRow } from '../../machines/resource-list';
import type { AnyResource, FilterValues } from '../../resources/types';

type Action = NonNullable<AnyResource['actions']>[number];

export interface ListToolbarProps {
  definition: AnyResource;
  filters: FilterValues;
  selectedRows: ListRow[];
  onAction: (action: Action, rows: ListRow[]) => void;
  onImported: () => void;
}

export function ListToolbar({ definition, filters, selectedRows, onAction, onImported }: ListToolbarProps) {
  const actions = (definition.actions ?? []).filter((action) => action.scope !== 'row');
  if (!actions.length && !definition.export && !definition.import) return null;
  return (
    <HStack gap="2" wrap="wrap" data-testid="list-toolbar">
      {actions.map((action) => (
        <Permission key={action.key} id={action.buttonId}>
          <Button
            size="sm"
            colorPalette={action.danger ? 'red' : 'brand'}
            variant={action.scope === 'bulk' ? 'outline' : 'solid'}
            onClick={() => onAction(action, action.scope === 'bulk' ? selectedRows : [])}
            data-testid={`action-${action.key}`}
          >
            {action.label}
          </Button>
        </Permission>
      ))}
      {definition.import && (
        <Permission id={definition.import.buttonId}>
          <ImportDialog url={definition.import.url} title={definition.title} templateUrl={definition.import.templateUrl} onImported={onImported} />
        </Permission>
      )}
      {definition.export && (
        <Permission id={definition.export.buttonId}>
          <ExportButton
            url={definition.export.url}
            fileName={definition.export.fileName}
            params={definition.export.params ? definition.export.params(filters) : filters}
          />
        </Permission>
      )}
    </HStack>
  );
}
