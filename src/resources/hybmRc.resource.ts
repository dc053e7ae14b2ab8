import { industryRoutineCheckEntity } from '../graphql/generated/entities/industry-routine-check';
import { routineCheckResource } from './routine-check-resource';

/** 日常检查 filed by 行业部门 (/xtgl): their own checks of small places and work reports; superiors see them. */
export default routineCheckResource(industryRoutineCheckEntity, 'industry');
