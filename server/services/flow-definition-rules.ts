/** The rules live with the client (src/lib) so the editor shows exactly the problems the server refuses. */
export { validateFlowDefinition, type FlowDefinitionDraft } from '../../src/shared/flow-definition-rules';
