/** Export: the current filters with size 99999 (POST, a real .xlsx named by content-disposition). */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { MdFileDownload } from 'react-icons/md';
import { DEFAULT_PAGE, EXPORT_SIZE } from '../../constants/paging';
import { download } from '../../lib/download';
import type { Params } from '../../lib/params';
import { common } from '../../messages/common';
import { dataText } from './messages';
import { startOf, transferText, useTransfer } from './transfer-progress';

export interface ExportButtonProps {
  url: string;
  fileName: string;
  /** The list's applied filters. */
  params: Params;
  label?: string;
  /** Replaces the browser download (tests). */
  onDownload?: typeof download;
}

export function ExportButton({ url, fileName, params, label = common.export, onDownload = download }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const transfer = useTransfer();
  const run = async () => {
    setBusy(true);
    transfer.setState(startOf('export'));
    try {
      await onDownload(url, { ...params, current: DEFAULT_PAGE, size: EXPORT_SIZE }, { fallbackName: fileName, onDownloadProgress: transfer.listeners.onDownloadProgress });
    } catch {
      // The request helper has shown the server's message.
    } finally {
      setBusy(false);
      transfer.reset();
    }
  };
  return (
    <Button size="sm" variant="outline" loading={busy} loadingText={transferText(transfer.state) || dataText.exporting} onClick={run} data-testid="export-button">
      <MdFileDownload /> {label}
    </Button>
  );
}
