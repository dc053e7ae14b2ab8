/** 下载中心: the Android client's QR code (getAppQrcode). */
import { useQuery } from '@apollo/client/react';
import { Box, CloseButton, Dialog, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { QRCodeSVG } from 'qrcode.react';
import { GetAppQrcodeDocument } from '../../graphql/generated/graphql';
import { layout } from '../../messages/layout';

const QR_SIZE_PX = 180;

export function DownloadCenterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, loading } = useQuery(GetAppQrcodeDocument, { skip: !open });
  const app = data?.getAppQrcode;
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="download-center">
            <Dialog.Header>
              <Dialog.Title>{layout.downloadCenterTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack align="center" gap="3" pb="2">
                <Text fontWeight="semibold">{layout.androidClient}</Text>
                <Box p="3" bg="white" borderWidth="1px" borderRadius="md" data-testid="app-qrcode">
                  {loading || !app?.url ? (
                    <Skeleton boxSize={`${QR_SIZE_PX}px`} />
                  ) : (
                    <QRCodeSVG value={app.url} size={QR_SIZE_PX} marginSize={0} />
                  )}
                </Box>
                {app?.version && (
                  <Text color="fg.muted" fontSize="xs">
                    {layout.appVersion(app.version)}
                  </Text>
                )}
                <Text color="fg.muted">{layout.scanToDownload}</Text>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
