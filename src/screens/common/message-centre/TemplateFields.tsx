/** 消息模板: choose an enabled template (xxmb) and fill its ${placeholders}; the message is the filled template. */
import { Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { messageText as text } from '../../../messages/message-centre';

export interface TemplateOption {
  id: string;
  name: string;
  title: string;
  content: string;
  placeholders: string[];
}

export interface TemplateFieldsProps {
  templates: TemplateOption[];
  templateId: string;
  values: Record<string, string>;
  error?: string;
  onTemplate: (id: string) => void;
  onValue: (name: string, value: string) => void;
}

export function TemplateFields({ templates, templateId, values, error, onTemplate, onValue }: TemplateFieldsProps) {
  const template = templates.find((t) => t.id === templateId);
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>{text.template}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={templateId} onChange={(event) => onTemplate(event.currentTarget.value)} data-testid="send-template">
            <option value="">{text.noTemplate}</option>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {template && template.placeholders.length > 0 && (
        <Stack gap="1.5">
          <Text fontSize="sm" fontWeight="medium">
            {text.placeholders}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" w="full">
            {template.placeholders.map((name) => (
              <Input
                key={name}
                size="sm"
                placeholder={text.placeholderRequired(name)}
                aria-label={name}
                aria-invalid={Boolean(error) && !values[name]?.trim()}
                value={values[name] ?? ''}
                onChange={(event) => onValue(name, event.currentTarget.value)}
                data-testid={`send-value-${name}`}
              />
            ))}
          </SimpleGrid>
          {error && (
            <Text fontSize="xs" color="fg.error" data-testid="send-values-error">
              {error}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
