/** Who receives a step: the kind (level, organ, role, the sender's leader), then the value that kind needs. */
import { useQuery } from '@apollo/client/react';
import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { OrganTreeSelect } from '../../../components/data/OrganTreeSelect';
import { FLOW_RECEIVER_KIND_NAMES, ORGAN_LEVEL_NAMES, type FlowReceiverKind } from '../../../constants/flow-labels';
import { RoleExplanationDocument } from '../../../graphql/generated/graphql';
import { common } from '../../../messages/common';
import { flowEditorText as t } from '../../../messages/flow-editor';

export interface ReceiverInputProps {
  kind: FlowReceiverKind;
  value: string;
  onKindChange: (kind: FlowReceiverKind) => void;
  onValueChange: (value: string) => void;
  invalid?: boolean;
  testId: string;
}

const KINDS = Object.entries(FLOW_RECEIVER_KIND_NAMES) as [FlowReceiverKind, string][];
const LEVELS = Object.entries(ORGAN_LEVEL_NAMES).map(([value, name]) => ({ value, label: t.levelName(name) }));

const LEADER_LEVELS = Object.entries(ORGAN_LEVEL_NAMES).map(([value, name]) => ({ value, label: t.leaderOfLevel(name) }));

type SelectProps = { value: string; options: { value: string; label: string }[]; onChange: (value: string) => void; invalid?: boolean; label: string; testId: string; emptyLabel?: string };

function Select({ value, options, onChange, invalid, label, testId, emptyLabel = common.pleaseSelect }: SelectProps) {
  return (
    <NativeSelect.Root size="sm" invalid={invalid}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} data-testid={testId}>
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function RoleSelect(props: { value: string; onChange: (value: string) => void; invalid?: boolean; testId: string }) {
  const { data } = useQuery(RoleExplanationDocument, { fetchPolicy: 'cache-first' });
  const options = useMemo(() => (data?.roleExplanation ?? []).flatMap((role) => (role ? [{ value: role.roleId, label: role.roleName }] : [])), [data]);
  // A role the list no longer holds stays visible as its id.
  const shown = props.value && !options.some((option) => option.value === props.value) ? [{ value: props.value, label: props.value }, ...options] : options;
  return <Select {...props} options={shown} label={t.role} />;
}

export function ReceiverInput({ kind, value, onKindChange, onValueChange, invalid, testId }: ReceiverInputProps) {
  let valueInput: ReactNode;
  if (kind === 'level') valueInput = <Select value={value} options={LEVELS} onChange={onValueChange} invalid={invalid} label={t.level} testId={`${testId}-value`} />;
  else if (kind === 'organ') valueInput = <OrganTreeSelect value={value} onChange={onValueChange} invalid={invalid} label={t.organ} testId={`${testId}-value`} />;
  else if (kind === 'role') valueInput = <RoleSelect value={value} onChange={onValueChange} invalid={invalid} testId={`${testId}-value`} />;
  // A leader of the unit of a level for the work's unit (大队领导), or without one of the sender's own unit.
  else valueInput = <Select value={value} options={LEADER_LEVELS} onChange={onValueChange} invalid={invalid} label={t.leaderLevel} testId={`${testId}-value`} emptyLabel={t.leaderOfSender} />;
  const valueLabel = kind === 'level' ? t.level : kind === 'organ' ? t.organ : kind === 'role' ? t.role : t.leaderLevel;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <Field.Root required>
        <Field.Label>
          {t.receiverKind}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={kind} onChange={(event) => onKindChange(event.currentTarget.value as FlowReceiverKind)} data-testid={`${testId}-kind`}>
            {KINDS.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required={kind !== 'leader'} invalid={invalid}>
        <Field.Label>
          {valueLabel}
          <Field.RequiredIndicator />
        </Field.Label>
        {valueInput}
      </Field.Root>
    </SimpleGrid>
  );
}
