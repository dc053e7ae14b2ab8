/**
 * 查看文书 (checkDocument): the writ's details, its text as it will be printed, the .docx download and,
 * 编辑 and 签发 when the server allows them (a draft, edit button 11412). Issued writs offer the download only.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../../app/layout/navigation';
import { Permission } from '../../../components/Permission';
import { ConfirmDialog } from '../../../components/data/ConfirmDialog';
import { dataText } from '../../../components/data/messages';
import { IssueWritDocumentDocument, WritDocumentDetailDocument } from '../../../graphql/generated/graphql';
import { download } from '../../../lib/download';
import { notify } from '../../../lib/notify';
import { common } from '../../../messages/common';
import { writText } from '../../../messages/writ';
import { WRIT_DOWNLOAD_URL, writDocumentDefinition } from '../../../resources/mbsz-document';
import type { AnyResource } from '../../../resources/types';
import { DetailSections } from '../../resource/DetailSections';
import { resourceChanged } from '../../resource/resource-events';
import { useOpenChild } from '../../resource/use-child-navigation';
import type { ScreenProps } from '../../types';
import { WritPaper } from './WritPaper';

const editButton = writDocumentDefinition.actions?.find((action) => action.key === 'edit')?.buttonId;
const sections = (writDocumentDefinition as AnyResource).detail!.sections;

export default function CheckDocumentScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const goBack = useGoBack();
  const openChild = useOpenChild(route);
  const { data, loading, error, refetch } = useQuery(WritDocumentDetailDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const [issue, { loading: issuing }] = useMutation(IssueWritDocumentDocument);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const row = data?.writDocumentDetail;
  // The server says what the caller may do with this writ (a draft, and the buttons held).
  const allows = row?.allows ?? [];

  const save = async () => {
    if (!row) return;
    setDownloading(true);
    try {
      await download(WRIT_DOWNLOAD_URL, { id: row.id }, { method: 'GET', fallbackName: `${row.documentNumber ?? row.title}.docx` });
    } catch {
      // The request helper has shown the server's message.
    } finally {
      setDownloading(false);
    }
  };
  const confirmIssue = async () => {
    if (!row) return;
    try {
      await issue({ variables: { input: { id: row.id, version: row.version } } });
      notify.success(writText.issued);
      resourceChanged(writDocumentDefinition.name);
      await refetch();
    } catch {
      // The Apollo error link has shown the server's message.
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Box p={{ base: '3', md: '5' }} data-testid={`resource-detail-${writDocumentDefinition.name}`}>
      <Stack gap="4" maxW="5xl" mx="auto">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading size="md">{route.title}</Heading>
          <HStack gap="2">
            {row && (
              <Button size="sm" variant="outline" loading={downloading} onClick={save} data-testid="writ-download">
                {writText.download}
              </Button>
            )}
            {row && allows.includes('edit') && (
              <Permission id={editButton}>
                <Button size="sm" variant="outline" onClick={() => openChild('amendDocument', row.id)} data-testid="detail-edit">
                  {common.edit}
                </Button>
              </Permission>
            )}
            {row && allows.includes('issue') && (
              <Permission id={editButton}>
                <Button size="sm" colorPalette="brand" onClick={() => setConfirming(true)} data-testid="writ-issue">
                  {writText.issue}
                </Button>
              </Permission>
            )}
            <Button size="sm" variant="outline" onClick={goBack} data-testid="detail-back">
              {common.back}
            </Button>
          </HStack>
        </HStack>
        {loading && <Skeleton h="40" data-testid="detail-loading" />}
        {!loading && !row && (
          <Text color="fg.muted" textAlign="center" py="10" data-testid="detail-missing">
            {error ? error.message : dataText.notFound}
          </Text>
        )}
        {row && <DetailSections sections={sections} row={row as Record<string, unknown>} />}
        {row && <WritPaper title={row.title} documentNumber={row.documentNumber} content={row.content} organName={row.organName ?? ''} date={row.issuedAt ?? row.updatedAt} />}
      </Stack>
      <ConfirmDialog open={confirming} message={writText.confirmIssue} busy={issuing} onConfirm={confirmIssue} onCancel={() => setConfirming(false)} />
    </Box>
  );
}
