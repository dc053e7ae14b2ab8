/** Why a flow page's save or load failed: the server's message; after a 409, the input is kept and may be reloaded. */
import { Alert, Button } from '@chakra-ui/react';
import { dataText } from '../../../components/data/messages';
import type { useFlowForm } from './use-flow-form';

type FlowForm = ReturnType<typeof useFlowForm>;

export function FlowFormStatus({ form }: { form: Pick<FlowForm, 'state' | 'reload' | 'retry'> }) {
  const { state } = form;
  const conflict = state.matches('conflict');
  const loadFailed = state.matches('loadFailed');
  const error = state.context.error;
  if (!error || !(state.matches('error') || conflict || loadFailed)) return null;
  return (
    <Alert.Root status={state.matches('error') ? 'error' : 'warning'} data-testid="form-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{error}</Alert.Title>
        {conflict && <Alert.Description>{dataText.conflictHint}</Alert.Description>}
      </Alert.Content>
      {conflict && (
        <Button size="xs" variant="outline" onClick={form.reload} data-testid="form-reload">
          {dataText.conflictReload}
        </Button>
      )}
      {loadFailed && (
        <Button size="xs" variant="outline" onClick={form.retry}>
          {dataText.retry}
        </Button>
      )}
    </Alert.Root>
  );
}
