/**
 * 消防监督检查记录 (/word/jdjcxfjdjcjl?id=, full page): the record of one checked task as the server fills it from
 * the template of 模板设置, laid out as the paper; 打印 prints only the paper, 下载Word fetches the .docx.
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RECORD_DOCX_URL } from '../../constants/inspection-record';
import { SupervisionRecordDocumentDocument } from '../../graphql/generated/graphql';
import { download } from '../../lib/download';
import { messageOf } from '../../machines/resource-form/failure';
import { common } from '../../messages/common';
import { inspectionRecordText as text } from '../../messages/inspection-record';
import type { ScreenProps } from '../types';

/** The toolbar stays on screen only; the paper is what prints. */
const PRINT_CSS = '@media print { [data-print="hide"] { display: none !important; } body { background: white; } }';

export default function RecordDocumentScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const { data, error } = useQuery(SupervisionRecordDocumentDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const doc = data?.supervisionRecordDocument;
  const failure = !id ? text.noTask : error ? messageOf(error) : undefined;

  return (
    <Box bg="gray.100" minH="100vh" py={{ base: '2', md: '6' }} px={{ base: '2', md: '4' }}>
      <style>{PRINT_CSS}</style>
      <HStack data-print="hide" justify="center" gap="2" mb="4" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => navigate(-1)}>{common.back}</Button>
        <Button size="sm" colorPalette="blue" disabled={!doc} onClick={() => window.print()} data-testid="record-print">{text.print}</Button>
        <Button size="sm" variant="outline" disabled={!doc} data-testid="record-download"
          onClick={() => doc && void download(RECORD_DOCX_URL, { id: doc.taskId }, { method: 'GET', fallbackName: `${doc.title}.docx` })}>
          {text.downloadDocx}
        </Button>
      </HStack>
      {failure && <Alert.Root status="error" maxW="3xl" mx="auto" data-testid="record-error"><Alert.Indicator /><Alert.Title>{failure}</Alert.Title></Alert.Root>}
      {doc && (
        <Box data-testid="record-paper" bg="white" maxW="210mm" mx="auto" px={{ base: '5', md: '20mm' }} py={{ base: '6', md: '25mm' }} shadow="sm" fontFamily="'FangSong', '仿宋', '仿宋_GB2312', serif" color="black">
          <Heading as="h1" textAlign="center" fontSize={{ base: 'xl', md: '2xl' }} mb="8" fontFamily="'SimSun', '宋体', serif">{doc.title || route.title}</Heading>
          <Stack gap="1" fontSize={{ base: 'sm', md: 'md' }} lineHeight="2">
            {doc.lines.map((line, n) => <Text key={n} whiteSpace="pre-wrap">{line}</Text>)}
          </Stack>
          <Stack gap="0" mt="12" align="flex-end" fontSize={{ base: 'sm', md: 'md' }}>
            <Text>{doc.organName}</Text>
            <Text>{doc.datedText}</Text>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
