/**
 * The generic form page (react-hook-form; the server's input schema, or yup for rules of the client alone): create, or edit the record named by the `id` query.
 * The form machine loads, validates and submits; a refused save keeps every value and shows why.
 */
import { useApolloClient } from '@apollo/client/react';
import { Alert, Box, Button, Card, chakra, Heading, HStack, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/layout/navigation';
import { dataText } from '../../components/data/messages';
import { NoticeDialog } from '../../components/data/NoticeDialog';
import type { FlatRoute } from '../../catalogue';
import { inspect } from '../../machines/inspection';
import { resourceFormMachine, type FormMode } from '../../machines/resource-form';
import { common } from '../../messages/common';
import type { AnyResource } from '../../resources/types';
import { formFields } from './fields';
import { formActors } from './form-actors';
import { formValidator, validatorResolver } from './form-validator';
import { FormFieldInput } from './FormFieldInput';
import { resourceChanged } from './resource-events';

export interface ResourceFormScreenProps {
  definition: AnyResource;
  route: FlatRoute;
  /** Fixed by the route ('create' / 'edit'), or decided by the `id` query when one route does both. */
  mode?: FormMode;
}

export function ResourceFormScreen({ definition, route, mode: fixedMode }: ResourceFormScreenProps) {
  const form = definition.form!;
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const mode: FormMode = fixedMode ?? (id ? 'edit' : 'create');
  const goBack = useGoBack();
  const client = useApolloClient();
  const logic = useMemo(() => resourceFormMachine.provide({ actors: formActors(client, definition, mode, params) }), [client, definition, mode, params]);
  const [defaults] = useState(() => ({ ...form.defaults, ...(mode === 'create' ? form.fromQuery?.(params) : undefined) }) as FieldValues);
  const [state, send] = useMachine(logic, { input: { mode, id, defaults }, inspect });
  const { values, fieldErrors, error, row, notice } = state.context;

  const { control, handleSubmit, reset, setError, formState } = useForm<FieldValues>({
    resolver: useMemo(() => validatorResolver(formValidator(definition), mode), [definition, mode]),
    defaultValues: defaults,
  });

  // The loaded record replaces the defaults once per record; a later copy of the same record (a cache
  // update, a refetch) or a failure never overwrites what the user has typed since.
  const loadedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!row || loadedFor.current === (id ?? '')) return;
    loadedFor.current = id ?? '';
    reset(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row]);
  useEffect(() => {
    for (const [name, message] of Object.entries(fieldErrors)) setError(name, { type: 'server', message });
  }, [fieldErrors, setError]);
  const done = state.matches('done');
  const leave = () => {
    resourceChanged(definition.name);
    goBack();
  };
  // A save whose reply has a notice (an initial password) leaves only when the notice is closed.
  useEffect(() => {
    if (done && !notice) leave();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);

  const busy = state.matches('validating') || state.matches('submitting');
  const sections = form.sections.map((section) => ({
    title: section.title,
    fields: formFields(section.fields).filter((field) => !(mode === 'edit' && field.createOnly) && !(mode === 'create' && field.editOnly)),
  })).filter((section) => section.fields.length > 0);

  return (
    <Box p={{ base: '3', md: '5' }} data-testid={`resource-form-${definition.name}`}>
      <chakra.form noValidate onSubmit={handleSubmit((submitted) => send({ type: 'form.submit', values: submitted }))}>
        <Stack gap="4" maxW="5xl" mx="auto">
          <Heading size="md">{route.title}</Heading>
          {(state.matches('error') || state.matches('conflict') || state.matches('loadFailed')) && error && (
            <Alert.Root status={state.matches('error') ? 'error' : 'warning'} data-testid="form-error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{error}</Alert.Title>
                {state.matches('conflict') && <Alert.Description>{dataText.conflictHint}</Alert.Description>}
              </Alert.Content>
              {state.matches('conflict') && (
                <Button size="xs" variant="outline" onClick={() => send({ type: 'form.reload' })} data-testid="form-reload">
                  {dataText.conflictReload}
                </Button>
              )}
              {state.matches('loadFailed') && (
                <Button size="xs" variant="outline" onClick={() => send({ type: 'form.retry' })}>
                  {dataText.retry}
                </Button>
              )}
            </Alert.Root>
          )}
          {state.matches('loading') ? (
            <Skeleton h="48" data-testid="form-loading" />
          ) : (
            sections.map((section) => (
              <Card.Root key={section.title} size="sm">
                <Card.Header>
                  <Heading size="sm">{section.title}</Heading>
                </Card.Header>
                <Card.Body>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    {section.fields.map((field) => (
                      <FormFieldInput
                        key={field.name}
                        field={field}
                        control={control}
                        error={formState.errors[field.name]?.message as string | undefined}
                        readOnly={mode === 'edit' && field.readOnlyOnEdit}
                      />
                    ))}
                  </SimpleGrid>
                </Card.Body>
              </Card.Root>
            ))
          )}
          <HStack gap="3">
            <Button type="submit" colorPalette="brand" loading={busy} disabled={state.matches('loading') || state.matches('loadFailed')} data-testid="form-submit">
              {common.save}
            </Button>
            <Button variant="outline" onClick={goBack} disabled={busy} data-testid="form-cancel">
              {common.cancel}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
      <NoticeDialog message={done ? notice?.message : undefined} copy={notice?.copy} onClose={leave} />
    </Box>
  );
}
