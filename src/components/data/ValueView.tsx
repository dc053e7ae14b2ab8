/** A value as text, or as a coloured badge for status values. */
import { Badge, Text } from '@chakra-ui/react';
import { formatValue, optionFor, type ValueSpec } from './format-value';

export interface ValueViewProps<Row> extends ValueSpec<Row> {
  value: unknown;
  row: Row;
}

export function ValueView<Row>({ value, row, ...spec }: ValueViewProps<Row>) {
  const text = formatValue(value, row, spec);
  if (spec.render === 'status' && !spec.format) {
    const option = optionFor(spec.options, value);
    if (option) {
      return (
        <Badge colorPalette={option.color ?? 'gray'} variant="subtle">
          {text}
        </Badge>
      );
    }
  }
  return (
    <Text as="span" color={spec.tone?.(value, row)}>
      {text}
    </Text>
  );
}
