export { tagsViewMachine } from './tags-view.machine';
export type { TagsEmitted, TagsEvent, TagsInput } from './tags-view.machine';
export * from './rules';
