import { streetRoutineCheckEntity } from '../graphql/generated/entities/street-routine-check';
import { routineCheckResource } from './routine-check-resource';

/** 日常检查 filed by 街道及其社区 (/xtgl): their own checks of small places and work reports; superiors see them. */
export default routineCheckResource(streetRoutineCheckEntity, 'street');
