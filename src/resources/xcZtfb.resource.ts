import { specialResource } from './publicity-shared';

/** 专题发布 (8620): topics grouping published articles, published after 宣传审核. */
export default specialResource();
