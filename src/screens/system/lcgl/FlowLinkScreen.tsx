/**
 * 关联文书 (glws) and 关联业务 (glyw) under 流程定义 (lcgl 11002): choose a definition's writ templates or
 * the business types that use it (?id=). An enabled definition's change is published as its next version.
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, chakra, DataList, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { MultiSelectInput } from '../../../components/data/MultiSelectInput';
import { useDictOptions } from '../../../components/data/use-dict-options';
import { FLOW_STATUS_COLORS, FLOW_STATUS_NAMES } from '../../../constants/flow-labels';
import { FlowPaperworkOptionsDocument, UpdateFlowLinkedBusinessDocument, UpdateFlowPaperworkDocument } from '../../../graphql/generated/graphql';
import { common } from '../../../messages/common';
import { flowEditorText as t } from '../../../messages/flow-editor';
import type { Option } from '../../../resources/types';
import type { ScreenProps } from '../../types';
import { FlowFormStatus } from './FlowFormStatus';
import { useFlowForm, type FlowRow } from './use-flow-form';

export type FlowLinkKind = 'paperwork' | 'business';

interface LinkValues {
  codes: string[];
}

const codesOf = (values: readonly (string | null)[]) => values.filter((value): value is string => !!value);

function usePaperworkOptions(skip: boolean): readonly Option[] {
  const { data } = useQuery(FlowPaperworkOptionsDocument, { fetchPolicy: 'cache-and-network', skip });
  return useMemo(
    () =>
      (data?.flowPaperworkOptions ?? []).flatMap((item) =>
        item ? [{ value: item.code, label: `${item.name}（${item.code}）${item.enabled ? '' : t.paperworkDisabled}` }] : [],
      ),
    [data],
  );
}

function LinkChoices({ kind, options, value, onChange }: { kind: FlowLinkKind; options: readonly Option[]; value: string[]; onChange: (codes: string[]) => void }) {
  // Codes saved earlier that the library no longer offers stay visible, so saving does not drop them silently.
  const shown = [...options, ...value.filter((code) => !options.some((o) => o.value === code)).map((code) => ({ value: code, label: code }))];
  if (!shown.length) return <Text color="fg.muted">{t.noOptions}</Text>;
  return <MultiSelectInput options={shown} value={value} onChange={(codes) => onChange(codes.map(String))} testId={`field-${kind}`} />;
}

function Summary({ row }: { row: FlowRow }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="2">
      <DataList.Item>
        <DataList.ItemLabel minW="5em">{t.name}</DataList.ItemLabel>
        <DataList.ItemValue>{row.name}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW="5em">{t.busiType}</DataList.ItemLabel>
        <DataList.ItemValue>{row.busiTypeName}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW="5em">{t.steps}</DataList.ItemLabel>
        <DataList.ItemValue>
          <HStack gap="2" wrap="wrap">
            <Text>{row.stepsText}</Text>
            <Badge colorPalette={FLOW_STATUS_COLORS[row.status]}>{`V${row.version} ${FLOW_STATUS_NAMES[row.status]}`}</Badge>
          </HStack>
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

function LinkForm({ id, kind, title }: { id: string; kind: FlowLinkKind; title: string }) {
  const client = useApolloClient();
  const [defaults] = useState<LinkValues>({ codes: [] });
  const { control, handleSubmit, reset } = useForm<LinkValues>({ defaultValues: defaults });
  const { field } = useController({ control, name: 'codes' });
  const paperworkOptions = usePaperworkOptions(kind !== 'paperwork');
  const businessOptions = useDictOptions(kind === 'business' ? 'busiType' : undefined);
  const form = useFlowForm<LinkValues>({
    id,
    defaults,
    reset,
    toValues: (row) => ({ codes: codesOf(kind === 'paperwork' ? row.paperwork : row.linkedBusiness) }),
    validate: async (values) => values,
    submit: (values, row) => {
      if (!row) throw new Error(t.missingId);
      return kind === 'paperwork'
        ? client.mutate({ mutation: UpdateFlowPaperworkDocument, variables: { input: { id: row.id, rowVersion: row.rowVersion, paperwork: values.codes } } })
        : client.mutate({ mutation: UpdateFlowLinkedBusinessDocument, variables: { input: { id: row.id, rowVersion: row.rowVersion, linkedBusiness: values.codes } } });
    },
  });

  return (
    <chakra.form noValidate onSubmit={handleSubmit(form.save)}>
      <Stack gap="4">
        <FlowFormStatus form={form} />
        {form.loading || !form.row ? (
          <Skeleton h="48" data-testid="form-loading" />
        ) : (
          <Card.Root size="sm">
            <Card.Header gap="3">
              <Summary row={form.row} />
            </Card.Header>
            <Card.Body gap="3">
              <Box>
                <Heading size="sm">{title}</Heading>
                <Text fontSize="xs" color="fg.muted" mt="1">
                  {kind === 'paperwork' ? t.paperworkHint : t.businessHint}
                  {form.row.savePublishes && ` ${t.versionNote(form.row.version, true)}`}
                </Text>
              </Box>
              <LinkChoices kind={kind} options={kind === 'paperwork' ? paperworkOptions : businessOptions} value={field.value} onChange={field.onChange} />
            </Card.Body>
          </Card.Root>
        )}
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={form.busy} disabled={!form.row} data-testid="form-submit">
            {common.save}
          </Button>
          <Button variant="outline" onClick={form.goBack} disabled={form.busy} data-testid="form-cancel">
            {common.cancel}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

export function FlowLinkScreen({ route, kind }: ScreenProps & { kind: FlowLinkKind }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const title = kind === 'paperwork' ? t.paperwork : t.business;
  return (
    <Box p={{ base: '3', md: '5' }} data-testid={`flow-${kind}`}>
      <Stack gap="4" maxW="5xl" mx="auto">
        <Heading size="md">{route.title}</Heading>
        {id ? (
          <LinkForm id={id} kind={kind} title={title} />
        ) : (
          <Text color="fg.muted" textAlign="center" py="10" data-testid="detail-missing">
            {t.missingId}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
