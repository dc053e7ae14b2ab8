/**
 * 远程视频调度 on a task or an officer, for commanders only (the server says who: getVideoAccess). Opens the
 * app's dispatch dialog with the subject; an officer subject comes with that officer chosen.
 */
import { useQuery } from '@apollo/client/react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { VideoAccessDocument } from '../../graphql/generated/graphql';
import { videoText as text } from '../../messages/video';
import { requestVideoDispatch, type VideoSubject } from './video-dispatch-events';

export function useCanStartVideo(): boolean {
  const { data } = useQuery(VideoAccessDocument, { fetchPolicy: 'cache-first' });
  return Boolean(data?.getVideoAccess?.canStart);
}

export function VideoDispatchButton({ subject, ...props }: { subject: VideoSubject } & Omit<ButtonProps, 'onClick' | 'children'>) {
  if (!useCanStartVideo()) return null;
  return (
    <Button size="sm" variant="outline" colorPalette="blue" onClick={() => requestVideoDispatch(subject)} data-testid="video-dispatch-button" {...props}>
      {text.dispatch}
    </Button>
  );
}
