import { knowledgeResource } from './publicity-shared';

/** 宣传知识库 (8610): articles, pictures and videos, written as drafts and published after 宣传审核. */
export default knowledgeResource();
