import { committeeRoutineCheckEntity } from '../graphql/generated/entities/committee-routine-check';
import { routineCheckResource } from './routine-check-resource';

/** 日常检查 filed by 消安委成员单位 (/xtgl): their own checks of small places and work reports; superiors see them. */
export default routineCheckResource(committeeRoutineCheckEntity, 'committee');
