export { StillNeededChecklist } from './checklist/still-needed-checklist';
export { clearAllDrafts } from './drafts';
