/** The tags-view actor shared by the tags bar, the keep-alive outlet and navigation helpers. */
import { createActorContext } from '@xstate/react';
import { tagsViewMachine } from '../../machines/tags-view';

export const TagsActorContext = createActorContext(tagsViewMachine);
