/** 附件: upload under a category, list, download one, download all as one zip; the uploader (or an admin) deletes. */
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, HStack, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/data/ConfirmDialog';
import { DataTable, type TableRow } from '../../../components/data/DataTable';
import { errors } from '../../../messages/errors';
import { TASK_FILE_ACCEPT, TASK_FILE_CATEGORIES } from '../../../constants/task-files';
import { RemoveTaskFileDocument, TaskFileCategoriesDocument, TaskFileListDocument } from '../../../graphql/generated/graphql';
import { notify } from '../../../lib/notify';
import { approvalText as text } from '../../../messages/approval';
import { common } from '../../../messages/common';
import type { ColumnDef } from '../../../resources/types';
import { downloadTaskFile, fileProblem, packTaskFiles, sizeText, uploadTaskFile } from './task-file-calls';

const COLUMNS: ColumnDef<TableRow>[] = [
  { key: 'categoryName', title: text.fileCategory, width: 100 },
  { key: 'fileName', title: text.fileName },
  { key: 'size', title: text.fileSize, width: 90, format: (value) => sizeText(Number(value)) },
  { key: 'uploaderName', title: text.uploader, width: 100 },
  { key: 'createdAt', title: text.uploadedAt, render: 'datetime', width: 170 },
];

export function TaskFiles({ taskId, title }: { taskId: string; title: string }) {
  const { data, loading, refetch } = useQuery(TaskFileListDocument, { variables: { taskId }, fetchPolicy: 'network-only' });
  const categories = useQuery(TaskFileCategoriesDocument).data?.taskFileCategories?.flatMap((c) => (c ? [c] : [])) ?? TASK_FILE_CATEGORIES;
  const [removeFile, removal] = useMutation(RemoveTaskFileDocument);
  const [category, setCategory] = useState<string>(TASK_FILE_CATEGORIES[0].code);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<TableRow>();
  const input = useRef<HTMLInputElement>(null);
  const rows = (data?.taskFileList ?? []).flatMap((row) => (row ? [row as TableRow] : []));

  const send = async (file: File) => {
    const problem = fileProblem(file);
    if (problem) return notify.warning(problem);
    setBusy(true);
    try {
      await uploadTaskFile(taskId, category, file);
      notify.success(errors.uploadSuccess);
      await refetch();
    } catch {
      // The request helper has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await removeFile({ variables: { id: String(deleting.id) } });
      notify.success(common.operationSuccess);
      await refetch();
    } catch {
      // The error link has shown the server's message.
    } finally {
      setDeleting(undefined);
    }
  };
  const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);

  return (
    <Stack gap="3" data-testid="task-files">
      <HStack gap="2" wrap="wrap">
        <NativeSelect.Root size="sm" width="auto" minW="8em">
          <NativeSelect.Field aria-label={text.fileCategory} value={category} onChange={(event) => setCategory(event.currentTarget.value)} data-testid="file-category">
            {categories.map((each) => (
              <option key={each.code} value={each.code}>
                {each.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <chakra.input
          ref={input}
          type="file"
          accept={TASK_FILE_ACCEPT}
          display="none"
          data-testid="file-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void send(file);
          }}
        />
        <Button size="sm" colorPalette="brand" loading={busy} onClick={() => input.current?.click()} data-testid="file-upload">
          {text.upload}
        </Button>
        <Button size="sm" variant="outline" disabled={rows.length === 0} onClick={() => quietly(packTaskFiles(taskId, title))} data-testid="file-download-all">
          {text.downloadAll}
        </Button>
      </HStack>
      {rows.length === 0 && !loading ? (
        <Text color="fg.muted" fontSize="sm" data-testid="files-empty">
          {text.filesEmpty}
        </Text>
      ) : (
        <DataTable
          columns={COLUMNS}
          rows={rows}
          rowKey="id"
          loading={loading && !data}
          skeletonRows={2}
          rowActions={(row) => (
            <>
              <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => quietly(downloadTaskFile(String(row.id), String(row.fileName)))} data-testid="file-download">
                {common.download}
              </Button>
              {row.canDelete === true && (
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(row)} data-testid="file-delete">
                  {common.delete}
                </Button>
              )}
            </>
          )}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        message={deleting ? text.confirmDeleteFile(String(deleting.fileName)) : ''}
        busy={removal.loading}
        danger
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(undefined)}
      />
    </Stack>
  );
}
