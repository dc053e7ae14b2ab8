/**
 * Import from .xlsx (multipart). The server imports every row or none; when a row is bad the dialog lists
 * each bad row's number and reason and stays open.
 */
import { Box, Button, Dialog, HStack, Input, Portal, Progress, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MdFileUpload } from 'react-icons/md';
import { CODE_SUCCESS } from '../../constants/api';
import { handleEnvelope } from '../../lib/error-catalogue';
import { download } from '../../lib/download';
import { notify } from '../../lib/notify';
import { upload } from '../../lib/upload';
import { common } from '../../messages/common';
import { importResultOf, type ImportRowError } from './import-result';
import { dataText } from './messages';
import { startOf, transferText, useTransfer } from './transfer-progress';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ImportDialogProps {
  url: string;
  /** The entity name in the title (导入用户). */
  title: string;
  templateUrl?: string;
  /** After a successful import (the list reloads). */
  onImported: () => void;
  /** Replaces the multipart upload (tests). */
  onUpload?: typeof upload;
}

export function ImportDialog({ url, title, templateUrl, onImported, onUpload = upload }: ImportDialogProps) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const transfer = useTransfer();
  const [rowErrors, setRowErrors] = useState<ImportRowError[]>([]);

  const close = () => {
    setOpen(false);
    setFile(null);
    setRowErrors([]);
  };

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setRowErrors([]);
    transfer.setState(startOf('import'));
    try {
      // A refused import carries its bad rows in data, so the envelope is read whatever its code.
      const envelope = await onUpload(url, file, { ignoreCode: true, onUploadProgress: transfer.listeners.onUploadProgress });
      const result = importResultOf(envelope.data);
      if (result.errors.length) {
        setRowErrors(result.errors);
        return;
      }
      if (envelope.code !== CODE_SUCCESS) {
        handleEnvelope(envelope);
        return;
      }
      notify.success(result.imported ? dataText.importedRows(result.imported) : common.operationSuccess);
      close();
      onImported();
    } catch {
      // handleEnvelope and the request helper have shown the message.
    } finally {
      setBusy(false);
      transfer.reset();
    }
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="import-button">
        <MdFileUpload /> {common.import}
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => !details.open && !busy && close()} size="md" placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="import-dialog">
              <Dialog.Header>
                <Dialog.Title>{dataText.importTitle(title)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text fontSize="sm" color="fg.muted" mb="3">
                  {dataText.importHint}
                </Text>
                <HStack gap="2" mb="3">
                  <Input
                    type="file"
                    accept={XLSX_ACCEPT}
                    size="sm"
                    pt="1"
                    aria-label={dataText.chooseFile}
                    data-testid="import-file"
                    onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
                  />
                  {templateUrl && (
                    <Button size="sm" variant="ghost" onClick={() => download(templateUrl, undefined, { method: 'GET' }).catch(() => undefined)}>
                      {dataText.downloadTemplate}
                    </Button>
                  )}
                </HStack>
                {busy && (
                  <Progress.Root value={transfer.state.percent ?? null} size="xs" data-testid="import-progress">
                    <Progress.Label fontSize="xs" color="fg.muted" mb="1" data-testid="import-progress-text">
                      {transferText(transfer.state)}
                    </Progress.Label>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                )}
                {rowErrors.length > 0 && (
                  <Box data-testid="import-errors">
                    <Text fontSize="sm" color="fg.error" mb="2">
                      {dataText.importFailed}
                    </Text>
                    <Table.ScrollArea maxH="60" borderWidth="1px" rounded="md">
                      <Table.Root size="sm">
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader w="16">{dataText.importRow}</Table.ColumnHeader>
                            <Table.ColumnHeader>{dataText.importReason}</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {rowErrors.map((each, index) => (
                            <Table.Row key={`${each.row}-${index}`}>
                              <Table.Cell>{each.row}</Table.Cell>
                              <Table.Cell>{each.message}</Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                  </Box>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button size="sm" variant="outline" onClick={close} disabled={busy}>
                  {common.cancel}
                </Button>
                <Button
                  size="sm"
                  colorPalette="brand"
                  disabled={!file}
                  loading={busy}
                  loadingText={dataText.importing}
                  onClick={submit}
                  data-testid="import-submit"
                >
                  {common.ok}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
