/** The phase and percent of a long export or import, fed by the request helper's progress callbacks. */
import { useCallback, useMemo, useState } from 'react';
import { percentOf, type TransferProgress } from '../../lib/transfer';
import { dataText } from './messages';

export type TransferPhase = 'idle' | 'preparing' | 'receiving' | 'uploading' | 'processing';

export interface TransferState {
  phase: TransferPhase;
  percent?: number;
}

export const IDLE: TransferState = { phase: 'idle' };

/** After the request is sent: an export waits for its file, an import is uploading. */
export const startOf = (kind: 'export' | 'import'): TransferState => ({ phase: kind === 'export' ? 'preparing' : 'uploading', percent: kind === 'import' ? 0 : undefined });

/** A download chunk arrived. */
export const onReceived = (progress: TransferProgress): TransferState => ({ phase: 'receiving', percent: percentOf(progress) });

/** Upload bytes sent; once all are sent the server is checking the rows. */
export function onSent(progress: TransferProgress): TransferState {
  const percent = percentOf(progress);
  return percent === 100 ? { phase: 'processing' } : { phase: 'uploading', percent };
}

export function transferText({ phase, percent }: TransferState): string {
  switch (phase) {
    case 'preparing':
      return dataText.preparingFile;
    case 'receiving':
      return dataText.receivingFile(percent);
    case 'uploading':
      return dataText.uploadingFile(percent);
    case 'processing':
      return dataText.processingImport;
    default:
      return '';
  }
}

export function useTransfer() {
  const [state, setState] = useState<TransferState>(IDLE);
  const reset = useCallback(() => setState(IDLE), []);
  const listeners = useMemo(
    () => ({ onDownloadProgress: (p: TransferProgress) => setState(onReceived(p)), onUploadProgress: (p: TransferProgress) => setState(onSent(p)) }),
    [],
  );
  return { state, setState, reset, listeners };
}
