/** 关联文书 (glws): the writ templates of a flow definition. */
import type { ScreenProps } from '../../types';
import { FlowLinkScreen } from './FlowLinkScreen';

export default function FlowPaperworkScreen(props: ScreenProps) {
  return <FlowLinkScreen {...props} kind="paperwork" />;
}
