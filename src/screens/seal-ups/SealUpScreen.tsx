/**
 * 临时查封办理 (xzqzcsDetail ?id=): a sealing as its moves recorded it, and the form of each move the server
 * allows the caller now (`allows`); the decision and lifting writs as .docx.
 */
import { useQuery } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/layout/navigation';
import { SEAL_WRIT_DOCX_URL } from '../../constants/seal-ups';
import { SealUpDetailDocument } from '../../graphql/generated/graphql';
import { download } from '../../lib/download';
import { common } from '../../messages/common';
import { sealUpText as text } from '../../messages/seal-ups';
import { chinaDateOf } from '../../shared/working-days';
import { resourceChanged } from '../resource/resource-events';
import type { ScreenProps } from '../types';
import { SealSections } from './seal-sections';
import { SealStepForm } from './SealStepForm';
import { sealStepSpecs } from './seal-step-forms';

export default function SealUpScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const goBack = useGoBack();
  const { data, refetch } = useQuery(SealUpDetailDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const row = data?.sealUpDetail;
  const done = () => {
    resourceChanged('sealUp');
    void refetch();
  };
  const key = row ? { id: row.id, version: row.version } : null;
  const steps = row ? sealStepSpecs(chinaDateOf(new Date()), row.decidedAt ? chinaDateOf(new Date(row.decidedAt)) : null).filter((s) => row.allows.includes(s.move)) : [];
  const writ = (kind: 'decision' | 'lift', number: string | null | undefined) =>
    void download(SEAL_WRIT_DOCX_URL, { id, kind }, { method: 'GET', fallbackName: `${number ?? route.title}.docx` });

  return (
    <Box p={{ base: '3', md: '5' }} data-testid="seal-up">
      <Stack gap="4" maxW="5xl" mx="auto">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading size="md">{row ? `${row.partyName}：${row.places}` : route.title}</Heading>
          <HStack gap="2" wrap="wrap">
            {row?.decisionWritId && <Button size="sm" variant="outline" onClick={() => writ('decision', row.decisionNumber)} data-testid="seal-download-decision">{text.downloadDecision}</Button>}
            {row?.liftWritId && <Button size="sm" variant="outline" onClick={() => writ('lift', row.liftNumber)} data-testid="seal-download-lift">{text.downloadLift}</Button>}
            <Button size="sm" variant="outline" onClick={goBack}>{common.back}</Button>
          </HStack>
        </HStack>
        {row && key && (
          <>
            <SealSections row={row} />
            {steps.map((spec) => <SealStepForm key={`${spec.move}:${row.version}`} spec={spec} sealKey={key} onDone={done} />)}
            {!steps.length && <Text fontSize="sm" color="fg.muted" data-testid="seal-no-step">{text.noStep}</Text>}
          </>
        )}
      </Stack>
    </Box>
  );
}
