/** The offering workflows of SPEC 9; a tenant's `configs.workflow` picks one. Zod-free. */

export const workflows = ['ipo', 'listx', 'reg_cf'] as const;
export type Workflow = (typeof workflows)[number];
export const defaultWorkflow: Workflow = 'ipo';

/** The tenant's `configs.workflow`, or ipo when unset or unknown. */
export function workflowOf(configs: Record<string, unknown>): Workflow {
  const value = configs.workflow;
  return typeof value === 'string' && (workflows as readonly string[]).includes(value)
    ? (value as Workflow)
    : defaultWorkflow;
}
