/** 关联业务 (glyw): the business types that use a flow definition. */
import type { ScreenProps } from '../../types';
import { FlowLinkScreen } from './FlowLinkScreen';

export default function FlowBusinessScreen(props: ScreenProps) {
  return <FlowLinkScreen {...props} kind="business" />;
}
