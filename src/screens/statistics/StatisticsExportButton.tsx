/** 导出: the view with the applied filters as .xlsx (GET /api/statistics/export, the token header like every download). */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { MdFileDownload } from 'react-icons/md';
import { dataText } from '../../components/data/messages';
import { STATISTICS_EXPORT_URL } from '../../constants/statistics';
import { download } from '../../lib/download';
import type { Params } from '../../lib/params';
import { common } from '../../messages/common';

export interface StatisticsExportButtonProps {
  /** view and the applied filters. */
  params: Params;
  fileName: string;
  /** Replaces the browser download (tests). */
  onDownload?: typeof download;
}

export function StatisticsExportButton({ params, fileName, onDownload = download }: StatisticsExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onDownload(STATISTICS_EXPORT_URL, params, { method: 'GET', fallbackName: fileName });
    } catch {
      // The request helper has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" loading={busy} loadingText={dataText.exporting} onClick={run} data-testid="statistics-export">
      <MdFileDownload /> {common.export}
    </Button>
  );
}
