/** A value as JSON under a heading that folds it away (open at first). */
import { Box, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { toJson } from '../../../machines/inspection';

export interface JsonBlockProps {
  label: string;
  value: unknown;
  testId?: string;
  maxH?: string;
}

export function JsonBlock({ label, value, testId, maxH = '80' }: JsonBlockProps) {
  const text = useMemo(() => toJson(value), [value]);
  return (
    <chakra.details open borderWidth="1px" rounded="md" bg="bg.subtle" data-testid={testId}>
      <chakra.summary cursor="pointer" px="3" py="2" fontSize="sm" fontWeight="medium">
        {label}
      </chakra.summary>
      <Box as="pre" m="0" px="3" pb="3" fontSize="xs" fontFamily="mono" whiteSpace="pre-wrap" wordBreak="break-all" maxH={maxH} overflow="auto" tabIndex={0} data-testid={testId && `${testId}-json`}>
        {text}
      </Box>
    </chakra.details>
  );
}
