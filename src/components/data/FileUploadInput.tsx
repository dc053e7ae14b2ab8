/** A file sent at once (multipart); the form keeps what the server names it (e.g. an upload id). */
import { HStack, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { upload } from '../../lib/upload';
import type { UploadSpec } from '../../resources/types';

export interface FileUploadInputProps {
  spec: UploadSpec;
  value: string;
  onChange: (value: string) => void;
  label?: string;
  testId?: string;
  disabled?: boolean;
  /** Replaces the multipart upload (tests). */
  onUpload?: typeof upload;
}

export function FileUploadInput({ spec, value, onChange, label, testId, disabled, onUpload = upload }: FileUploadInputProps) {
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState('');
  const send = async (file: File) => {
    setBusy(true);
    try {
      const envelope = await onUpload<Record<string, unknown>>(spec.url, file);
      const uploaded = envelope.data?.[spec.valueKey ?? 'id'];
      onChange(uploaded === undefined || uploaded === null ? '' : String(uploaded));
      setFileName(file.name);
    } catch {
      // The request helper has shown the server's message; the value stays empty.
      onChange('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="1" w="full">
      <Input
        type="file"
        size="md"
        pt="1.5"
        accept={spec.accept}
        aria-label={label}
        disabled={disabled || busy}
        data-testid={testId}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void send(file);
        }}
      />
      {busy && (
        <Progress.Root value={null} size="xs">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {value && !busy && (
        <HStack>
          <Text fontSize="sm" color="fg.muted">
            {fileName || value}
          </Text>
        </HStack>
      )}
    </Stack>
  );
}
