/**
 * Choosing the officers to invite: a name search over getZhifaryuan 500 ms after the last keystroke, its
 * results listed in place (a dialog clips floating lists), the chosen ones as removable tags.
 */
import { Box, Button, CloseButton, HStack, Input, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useOfficerSearch } from '../officer/use-officer-search';
import { VIDEO_MAX_INVITEES } from '../../constants/video';
import { videoText as text } from '../../messages/video';
import type { Invitee } from './video-dispatch-events';

export interface InviteePickerProps {
  value: Invitee[];
  onChange(value: Invitee[]): void;
  /** The caller, who cannot invite themself. */
  selfId?: string;
}

export function InviteePicker({ value, onChange, selfId }: InviteePickerProps) {
  const [typed, setTyped] = useState('');
  const { options, searched } = useOfficerSearch(typed);

  const chosen = new Set(value.map((v) => v.userId));
  const full = value.length >= VIDEO_MAX_INVITEES;
  const shown = options.filter((o) => o.userId !== selfId && !chosen.has(o.userId));

  return (
    <Stack gap="2" data-testid="video-invitees">
      <Text fontSize="sm" fontWeight="medium">
        {text.inviteLabel}（{value.length}/{VIDEO_MAX_INVITEES}）
      </Text>
      <Wrap gap="2" minH="6">
        {value.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {text.chosenNone}
          </Text>
        )}
        {value.map((v) => (
          <Tag.Root key={v.userId} size="lg" colorPalette="blue" data-testid="video-invitee">
            <Tag.Label>{v.username}</Tag.Label>
            <Tag.EndElement>
              <CloseButton size="2xs" aria-label={`${text.remove}${v.username}`} onClick={() => onChange(value.filter((x) => x.userId !== v.userId))} />
            </Tag.EndElement>
          </Tag.Root>
        ))}
      </Wrap>
      <Input size="sm" placeholder={text.invitePlaceholder} value={typed} disabled={full} onChange={(e) => setTyped(e.currentTarget.value)} data-testid="video-invitee-search" />
      {searched && (
        <Box borderWidth="1px" rounded="md" maxH="12rem" overflowY="auto">
          {shown.length === 0 && (
            <Text px="3" py="2" fontSize="sm" color="fg.muted">
              {text.noMatch}
            </Text>
          )}
          {shown.map((o) => (
            <HStack key={o.userId} px="3" py="1.5" justify="space-between" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-testid="video-invitee-option">
              <Box minW="0">
                <Text fontSize="sm">{o.username}</Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {o.organName}
                </Text>
              </Box>
              <Button size="xs" variant="outline" disabled={full} onClick={() => {
                  onChange([...value, o]);
                  setTyped('');
                }}>
                {text.add}
              </Button>
            </HStack>
          ))}
        </Box>
      )}
    </Stack>
  );
}
