/** What a routine check names: the small place checked, and the department that checked (消安委, 行业部门). */
import { useQuery } from '@apollo/client/react';
import { HStack, Input, Text } from '@chakra-ui/react';
import { useState, type ComponentType } from 'react';
import { RoutineCheckDepartmentsDocument, RoutineCheckPlacesDocument, type QueryInput_RoutineCheckDepartments_Kind } from '../graphql/generated/graphql';
import { routineCheckText as text } from '../messages/routine-checks';
import { Select } from './supervision-pickers';
import type { CustomFieldProps } from './types';

/** 检查场所: a 九小场所 of the social-unit library, found by name or address. */
export function SmallPlacePicker(props: CustomFieldProps) {
  const [keyword, setKeyword] = useState('');
  const { data } = useQuery(RoutineCheckPlacesDocument, { variables: { keyword: keyword.trim() || undefined }, fetchPolicy: 'network-only' });
  const choices = (data?.routineCheckPlaces ?? []).flatMap((p) => (p ? [{ value: p.id, label: `${p.name}（${p.address}）` }] : []));
  return (
    <HStack gap="2" width="full">
      {!props.readOnly && <Input width="40%" placeholder={text.placeSearch} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} data-testid={`${props.testId}-search`} />}
      <Select {...props} choices={choices} none={text.pickPlace} />
    </HStack>
  );
}

/** 检查部门: the committee or industry departments within the caller's jurisdiction. */
export function departmentPicker(kind: QueryInput_RoutineCheckDepartments_Kind): ComponentType<CustomFieldProps> {
  return function DepartmentPicker(props: CustomFieldProps) {
    const { data, loading } = useQuery(RoutineCheckDepartmentsDocument, { variables: { kind }, fetchPolicy: 'network-only' });
    const choices = (data?.routineCheckDepartments ?? []).flatMap((d) => (d ? [{ value: d.id, label: d.name }] : []));
    if (!loading && !choices.length) return <Text color="fg.muted">{text.noDepartments}</Text>;
    return <Select {...props} choices={choices} none={text.pickDepartment} />;
  };
}
