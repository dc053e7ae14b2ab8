/** Lengths and counts of a flow definition (流程定义 lcgl): the table's column rules and the editor's inputs use them. */
export const FLOW_DEFINITION_LIMITS = {
  codeMax: 50,
  nameMax: 50,
  remarkMax: 200,
  stepsMax: 30,
  stepKeyMax: 50,
  stepNameMax: 50,
  receiverValueMax: 64,
  actionsMax: 20,
  /** Paperwork codes and linked business types a definition may list. */
  linksMax: 100,
} as const;
