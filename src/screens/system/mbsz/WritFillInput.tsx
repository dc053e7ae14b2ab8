/**
 * The 'custom' field of the writ form: an enabled template, then one input per ${placeholder} of it.
 * Its value carries the placeholders so the form's schema can require each one; editing a draft keeps
 * the template the draft was made from (and its placeholders as copied then).
 */
import { useQuery } from '@apollo/client/react';
import { Field, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { WritTemplateOptionsDocument } from '../../../graphql/generated/graphql';
import { writText } from '../../../messages/writ';
import type { CustomFieldProps } from '../../../resources/types';

export interface WritFill {
  templateId: string;
  templateName: string;
  placeholders: string[];
  values: Record<string, string>;
  /** The template cannot change (editing a draft). */
  locked: boolean;
}

export const EMPTY_FILL: WritFill = { templateId: '', templateName: '', placeholders: [], values: {}, locked: false };

const asFill = (value: unknown): WritFill => ({ ...EMPTY_FILL, ...(value as Partial<WritFill> | undefined) });
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** Undefined when every placeholder is filled, else the message naming the first one missing. */
export function fillProblem(value: unknown): string | undefined {
  const fill = asFill(value);
  if (!fill.templateId) return writText.templateRequired;
  const missing = fill.placeholders.find((name) => !fill.values[name]?.trim());
  return missing ? writText.placeholderRequired(missing) : undefined;
}

export function WritFillInput({ value, onChange, onBlur, invalid, readOnly, testId }: CustomFieldProps) {
  const fill = asFill(value);
  const { data, loading } = useQuery(WritTemplateOptionsDocument, {
    variables: { input: { current: 1, size: 200, enabled: true } },
    skip: fill.locked,
    fetchPolicy: 'cache-and-network',
  });
  const templates = useMemo(
    () => (data?.writTemplatePage?.records ?? []).flatMap((t) => (t ? [{ id: t.id, name: t.name, placeholders: (t.placeholders ?? []).filter((p): p is string => Boolean(p)) }] : [])),
    [data],
  );

  // A template chosen through the URL (拟制文书 on the list) gets its placeholders once the options arrive.
  const chosen = templates.find((t) => t.id === fill.templateId);
  useEffect(() => {
    if (fill.locked || !chosen || (sameList(chosen.placeholders, fill.placeholders) && fill.templateName === chosen.name)) return;
    onChange({ ...fill, templateName: chosen.name, placeholders: chosen.placeholders });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen]);

  const choose = (id: string) => {
    const template = templates.find((t) => t.id === id);
    onChange({ ...fill, templateId: id, templateName: template?.name ?? '', placeholders: template?.placeholders ?? [] });
  };
  const setValue = (name: string, text: string) => onChange({ ...fill, values: { ...fill.values, [name]: text } });

  return (
    <Stack gap="3" w="full">
      {fill.locked ? (
        <Input value={fill.templateName} readOnly data-testid={testId} />
      ) : (
        <NativeSelect.Root disabled={readOnly}>
          <NativeSelect.Field value={fill.templateId} onChange={(event) => choose(event.currentTarget.value)} onBlur={onBlur} data-testid={testId}>
            <option value="">{loading && !templates.length ? writText.templateLoading : writText.chooseTemplate}</option>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {fill.templateId && !fill.placeholders.length && !loading && <Text color="fg.muted">{writText.noPlaceholders}</Text>}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {fill.placeholders.map((name, i) => (
          <Field.Root key={name} required invalid={invalid && !fill.values[name]?.trim()} readOnly={readOnly}>
            <Field.Label>
              {name}
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              rows={2}
              value={fill.values[name] ?? ''}
              placeholder={writText.fillPlaceholder(name)}
              onChange={(event) => setValue(name, event.currentTarget.value)}
              onBlur={onBlur}
              data-testid={`${testId}-${i}`}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
